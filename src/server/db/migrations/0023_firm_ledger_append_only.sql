-- A firm's pool ledger and the usage rows bills are made from are append-only, like the token ledger (0003):
-- corrections are new rows. Only the database's own foreign-key actions may touch them (a firm deleted with its
-- ledger, a deleted member's id set to null), which run inside the key's trigger, hence the depth check.
CREATE FUNCTION billing_rows_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER firm_token_ledger_append_only BEFORE UPDATE OR DELETE ON firm_token_ledger
  FOR EACH ROW EXECUTE FUNCTION billing_rows_refuse_change();
--> statement-breakpoint
CREATE TRIGGER metered_usage_append_only BEFORE UPDATE OR DELETE ON metered_usage
  FOR EACH ROW EXECUTE FUNCTION billing_rows_refuse_change();
