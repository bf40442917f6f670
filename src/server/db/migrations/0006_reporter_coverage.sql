CREATE TABLE "reporter_coverage" (
	"reporter" text NOT NULL,
	"volume" integer NOT NULL,
	"last_case_page" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "reporter_coverage_reporter_volume_pk" PRIMARY KEY("reporter","volume")
);
