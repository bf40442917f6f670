CREATE TABLE "corpus_import_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_kind" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"local_path" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"bytes_total" bigint,
	"bytes_downloaded" bigint DEFAULT 0 NOT NULL,
	"import_fraction" real DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL,
	"opinions" integer DEFAULT 0 NOT NULL,
	"edges" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"sha256" text,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"import_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
-- One import at a time: at most one job in an unfinished state.
CREATE UNIQUE INDEX "corpus_import_jobs_one_active" ON "corpus_import_jobs" ((true)) WHERE "state" IN ('queued', 'downloading', 'importing');
