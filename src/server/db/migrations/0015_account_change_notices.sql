-- Each process keeps in memory what a request needs about its caller: the session's liveness, the user, the profile
-- and the token balance (ADR 016). Every change to those rows, by any code path (better-auth deletes sessions itself)
-- and from any process, announces the user's id on the account_changes channel when it commits, so every cache drops
-- that user at once. A TRUNCATE announces '' (every user). TG_ARGV[0] names the column holding the user's id.
CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('account_changes', '');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('account_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('account_changes', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new session is never in a cache, so only its later changes (sign-out, revocation, expiry moved) need announcing.
CREATE TRIGGER sessions_account_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_account_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_account_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER users_account_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_change('id');
--> statement-breakpoint
CREATE TRIGGER users_account_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER profiles_account_change AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_account_change('user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_account_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
-- The balance is read from token_accounts, which every ledger entry updates in the same transaction (DESIGN §5).
CREATE TRIGGER token_accounts_account_change AFTER INSERT OR UPDATE OR DELETE ON token_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_account_change('user_id');
--> statement-breakpoint
CREATE TRIGGER token_accounts_account_truncate AFTER TRUNCATE ON token_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
