CREATE TABLE "case_citations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"volume" integer NOT NULL,
	"reporter" text NOT NULL,
	"page" text NOT NULL,
	CONSTRAINT "case_citations_reference_key" UNIQUE("volume","reporter","page")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"court_id" text,
	"decided_year" integer,
	"year_source" text,
	"docket" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "cases"."name"), 'A')) STORED,
	CONSTRAINT "cases_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "citation_edges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"citing_opinion_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"cited_volume" integer NOT NULL,
	"cited_reporter" text NOT NULL,
	"cited_page" text,
	"pin" text,
	"cited_case_id" bigint,
	"citation" text NOT NULL,
	"context" text NOT NULL,
	CONSTRAINT "citation_edges_position_key" UNIQUE("citing_opinion_id","start_offset")
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"citation_string" text
);
--> statement-breakpoint
CREATE TABLE "opinions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"type" text,
	"author" text,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "opinions"."text"), 'D')) STORED,
	CONSTRAINT "opinions_case_text_key" UNIQUE("case_id","text_hash")
);
--> statement-breakpoint
ALTER TABLE "case_citations" ADD CONSTRAINT "case_citations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_edges" ADD CONSTRAINT "citation_edges_citing_opinion_id_opinions_id_fk" FOREIGN KEY ("citing_opinion_id") REFERENCES "public"."opinions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_edges" ADD CONSTRAINT "citation_edges_cited_case_id_cases_id_fk" FOREIGN KEY ("cited_case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinions" ADD CONSTRAINT "opinions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_citations_case_idx" ON "case_citations" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cases_docket_idx" ON "cases" USING btree ("docket");--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "citation_edges_reference_idx" ON "citation_edges" USING btree ("cited_volume","cited_reporter","cited_page");--> statement-breakpoint
CREATE INDEX "citation_edges_cited_case_idx" ON "citation_edges" USING btree ("cited_case_id");--> statement-breakpoint
CREATE INDEX "opinions_search_idx" ON "opinions" USING gin ("search");