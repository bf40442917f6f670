-- The live channel's recent events when several instances share it through PostgreSQL LISTEN/NOTIFY without Redis
-- (ADR 018): a publisher numbers its event from this table's sequence under an advisory lock, stores it and announces
-- its id; every instance then reads the rows above the last id it has. Only the latest are kept.
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience_key" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
