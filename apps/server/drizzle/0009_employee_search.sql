CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || "surname") gin_trgm_ops,"email" gin_trgm_ops,"employee_number" gin_trgm_ops);
--> statement-breakpoint
-- The employer's lists keep their per-client counts (people, registered, with two-factor) under the client's data
-- version, so a change to who is there, who registered or who uses two-factor bumps it; logins do not.
CREATE FUNCTION portal_bump_people_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients SET data_version = portal_next_version(data_version) WHERE id IN (SELECT DISTINCT client_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_people_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_people_clients();
--> statement-breakpoint
CREATE TRIGGER users_people_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_people_clients();
--> statement-breakpoint
CREATE TRIGGER users_people_update AFTER UPDATE OF activated_at, mfa_enabled, user_type, client_id ON users FOR EACH ROW
  WHEN (OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.mfa_enabled IS DISTINCT FROM NEW.mfa_enabled
        OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION portal_bump_client_version();
