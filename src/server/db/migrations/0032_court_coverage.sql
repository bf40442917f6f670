CREATE TABLE "court_coverage" (
	"court_id" text PRIMARY KEY NOT NULL,
	"first_filed" date NOT NULL,
	"last_filed" date NOT NULL,
	"source" text NOT NULL,
	"snapshot_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "jurisdiction" text;--> statement-breakpoint
ALTER TABLE "courtlistener_clusters" ADD COLUMN "date_filed" date;--> statement-breakpoint
ALTER TABLE "court_coverage" ADD CONSTRAINT "court_coverage_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courtlistener_clusters_date_filed_idx" ON "courtlistener_clusters" USING btree ("date_filed");