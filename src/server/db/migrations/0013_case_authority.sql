ALTER TABLE "cases" ADD COLUMN "cited_by" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "authority" real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A corpus imported before this migration gets its figures now rather than at its next import (as in features/corpus/authority.ts).
WITH "span" AS (
	SELECT min("c"."decided_year") AS "first_year", max("c"."decided_year") AS "last_year"
	FROM "cases" "c" WHERE EXISTS (SELECT 1 FROM "opinions" "o" WHERE "o"."case_id" = "c"."id")
), "counts" AS (
	SELECT "e"."cited_case_id" AS "id", count(DISTINCT "o"."case_id")::int AS "n"
	FROM "citation_edges" "e" JOIN "opinions" "o" ON "o"."id" = "e"."citing_opinion_id"
	WHERE "e"."cited_case_id" IS NOT NULL AND "e"."cited_case_id" <> "o"."case_id"
	GROUP BY "e"."cited_case_id"
)
UPDATE "cases" SET
	"cited_by" = "counts"."n",
	"authority" = "counts"."n"::real / greatest(1, "span"."last_year" - greatest("cases"."decided_year", "span"."first_year") + 1)
FROM "counts", "span" WHERE "cases"."id" = "counts"."id";
