ALTER TABLE "opinions" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
-- The opinion's search vector was a generated column. It is now kept by this trigger, so that an import into PGlite
-- can give the vector computed on another thread by PostgreSQL's own to_tsvector (ADR 032): an insert without one
-- gets it computed here, and an update that changes the text always recomputes it.
CREATE FUNCTION opinions_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search IS NULL OR (TG_OP = 'UPDATE' AND NEW.text IS DISTINCT FROM OLD.text) THEN
    NEW.search := setweight(to_tsvector('english'::regconfig, NEW.text), 'D');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opinions_search_vector BEFORE INSERT OR UPDATE ON opinions
  FOR EACH ROW EXECUTE FUNCTION opinions_search_vector();
