CREATE TABLE "page_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"user_id" text,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_visits_visited_at_idx" ON "page_visits" USING btree ("visited_at");--> statement-breakpoint
CREATE INDEX "page_visits_path_idx" ON "page_visits" USING btree ("path");