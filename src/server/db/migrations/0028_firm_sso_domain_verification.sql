ALTER TABLE "firm_sso" DROP CONSTRAINT "firm_sso_email_domain_unique";--> statement-breakpoint
ALTER TABLE "firm_sso" ADD COLUMN "domain_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_sso" ADD COLUMN "domain_claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_sso" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firm_sso" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_sso_verified_domain_unique" ON "firm_sso" USING btree ("email_domain") WHERE "firm_sso"."domain_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "firm_sso_email_domain_idx" ON "firm_sso" USING btree ("email_domain");