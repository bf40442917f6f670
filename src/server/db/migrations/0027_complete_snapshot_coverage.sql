ALTER TABLE "reporter_coverage" ADD COLUMN "snapshot_date" date;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "complete" boolean DEFAULT false NOT NULL;