ALTER TABLE "clients" ADD COLUMN "data_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Read caches key on these versions, read in the same query as the session, so a change made anywhere
-- (another instance, a migration, an operator's SQL) is seen by the very next read: no cache lives on a TTL alone.
CREATE FUNCTION portal_next_version(current integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT (current % 2000000000) + 1 $$;
--> statement-breakpoint
CREATE FUNCTION portal_bump_own_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data_version := portal_next_version(OLD.data_version);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_bump_client_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients SET data_version = portal_next_version(data_version) WHERE id = COALESCE(NEW.client_id, OLD.client_id);
  IF TG_OP = 'UPDATE' AND NEW.client_id IS DISTINCT FROM OLD.client_id THEN
    UPDATE clients SET data_version = portal_next_version(data_version) WHERE id = OLD.client_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_bump_user_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = portal_next_version(data_version) WHERE id = COALESCE(NEW.user_id, OLD.user_id);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    UPDATE users SET data_version = portal_next_version(data_version) WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_version BEFORE UPDATE ON clients FOR EACH ROW WHEN (NEW.data_version = OLD.data_version) EXECUTE FUNCTION portal_bump_own_version();
--> statement-breakpoint
CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW WHEN (NEW.data_version = OLD.data_version) EXECUTE FUNCTION portal_bump_own_version();
--> statement-breakpoint
CREATE TRIGGER scheme_years_version AFTER INSERT OR UPDATE OR DELETE ON scheme_years FOR EACH ROW EXECUTE FUNCTION portal_bump_client_version();
--> statement-breakpoint
CREATE TRIGGER benefits_version AFTER INSERT OR UPDATE OR DELETE ON benefits FOR EACH ROW EXECUTE FUNCTION portal_bump_client_version();
--> statement-breakpoint
CREATE TRIGGER benefit_selections_version AFTER INSERT OR UPDATE OR DELETE ON benefit_selections FOR EACH ROW EXECUTE FUNCTION portal_bump_user_version();
--> statement-breakpoint
CREATE TRIGGER selection_windows_version AFTER INSERT OR UPDATE OR DELETE ON selection_windows FOR EACH ROW EXECUTE FUNCTION portal_bump_user_version();
--> statement-breakpoint
CREATE TRIGGER ccv_accounts_version AFTER INSERT OR UPDATE OR DELETE ON ccv_accounts FOR EACH ROW EXECUTE FUNCTION portal_bump_user_version();
--> statement-breakpoint
CREATE TRIGGER family_members_version AFTER INSERT OR UPDATE OR DELETE ON family_members FOR EACH ROW EXECUTE FUNCTION portal_bump_user_version();
--> statement-breakpoint
CREATE TRIGGER life_events_version AFTER INSERT OR UPDATE OR DELETE ON life_events FOR EACH ROW EXECUTE FUNCTION portal_bump_user_version();
