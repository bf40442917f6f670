-- The token ledger is append-only: corrections are new rows, never edits (DESIGN §5). Rows go only when their
-- user is deleted (a cascade, which runs inside the foreign key's own trigger, hence the depth check).
CREATE FUNCTION token_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'token_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER token_ledger_append_only BEFORE UPDATE OR DELETE ON token_ledger
  FOR EACH ROW EXECUTE FUNCTION token_ledger_refuse_change();
