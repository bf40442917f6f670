CREATE TABLE "courtlistener_clusters" (
	"cluster_id" bigint PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"docket_id" bigint
);
--> statement-breakpoint
CREATE TABLE "courtlistener_dockets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"court_id" text,
	"docket_number" text
);
--> statement-breakpoint
ALTER TABLE "courtlistener_clusters" ADD CONSTRAINT "courtlistener_clusters_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courtlistener_dockets" ADD CONSTRAINT "courtlistener_dockets_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courtlistener_clusters_case_idx" ON "courtlistener_clusters" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "courtlistener_clusters_docket_idx" ON "courtlistener_clusters" USING btree ("docket_id");