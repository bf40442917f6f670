CREATE TABLE "token_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"trial" bigint DEFAULT 0 NOT NULL,
	"monthly" bigint DEFAULT 0 NOT NULL,
	"rollover" bigint DEFAULT 0 NOT NULL,
	"referral" bigint DEFAULT 0 NOT NULL,
	"addon" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_accounts_never_negative" CHECK ("token_accounts"."trial" >= 0 and "token_accounts"."monthly" >= 0 and "token_accounts"."rollover" >= 0 and "token_accounts"."referral" >= 0 and "token_accounts"."addon" >= 0)
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"trial" bigint DEFAULT 0 NOT NULL,
	"monthly" bigint DEFAULT 0 NOT NULL,
	"rollover" bigint DEFAULT 0 NOT NULL,
	"referral" bigint DEFAULT 0 NOT NULL,
	"addon" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "token_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"buckets" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_accounts" ADD CONSTRAINT "token_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_reservations" ADD CONSTRAINT "token_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_ledger_user_created_idx" ON "token_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "token_reservations_open_idx" ON "token_reservations" USING btree ("status","expires_at");