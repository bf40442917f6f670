-- Support tickets and outbox messages are now stored encrypted with the system data key. Rows an earlier version
-- wrote stay false here until the server encrypts them at start-up (it holds the key; SQL cannot).
ALTER TABLE "outbox_messages" ADD COLUMN "encrypted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "encrypted" boolean DEFAULT false NOT NULL;
