ALTER TABLE "corpus_import_jobs" ADD COLUMN "file_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "line" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "byte_offset" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "committed" jsonb;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "indexes_deferred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corpus_import_jobs" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;