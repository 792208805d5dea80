ALTER TABLE "users" DROP COLUMN "contact_by_post";--> statement-breakpoint
-- The employee list counts people by employment status (issue 26 item 9) under the client's data version, so a change
-- of status (someone leaves, or comes back) bumps it too, as joining, registering and two-factor already do (0009).
DROP TRIGGER "users_people_update" ON "users";
--> statement-breakpoint
CREATE TRIGGER users_people_update AFTER UPDATE OF activated_at, mfa_enabled, user_type, client_id, employment_status ON users FOR EACH ROW
  WHEN (OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.mfa_enabled IS DISTINCT FROM NEW.mfa_enabled
        OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.client_id IS DISTINCT FROM NEW.client_id
        OR OLD.employment_status IS DISTINCT FROM NEW.employment_status)
  EXECUTE FUNCTION portal_bump_client_version();
