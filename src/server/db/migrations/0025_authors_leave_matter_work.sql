ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_sessions" DROP CONSTRAINT "chat_sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "draft_versions" DROP CONSTRAINT "draft_versions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "drafts" DROP CONSTRAINT "drafts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_versions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_versions" ADD CONSTRAINT "draft_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A deleted account still takes its personal work with it; its work in a client matter stays with the matter, its
-- author set to null by the keys above (ADR 025: the matter's team keeps reading it, under the matter's own key).
CREATE FUNCTION users_delete_personal_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM chat_sessions WHERE user_id = OLD.id AND matter_id IS NULL;
  DELETE FROM drafts WHERE user_id = OLD.id AND matter_id IS NULL;
  DELETE FROM documents WHERE user_id = OLD.id AND matter_id IS NULL;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_delete_personal_work BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_delete_personal_work();
