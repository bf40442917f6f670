-- Referrals rewarded under the old rule (at sign-up) keep status 'granted'; new ones start 'pending' (ADR 010).
ALTER TABLE "referrals" ADD COLUMN "status" text DEFAULT 'granted' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "earned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "granted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "referrals" SET "earned_at" = "created_at", "granted_at" = "created_at";--> statement-breakpoint
CREATE INDEX "referrals_referrer_granted_idx" ON "referrals" USING btree ("referrer_id","granted_at");--> statement-breakpoint
-- Tokens a settled call used beyond what the balance could pay (0 for every other row).
ALTER TABLE "token_ledger" ADD COLUMN "shortfall" bigint DEFAULT 0 NOT NULL;
