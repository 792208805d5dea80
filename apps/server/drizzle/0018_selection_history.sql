-- Selections become history (docs/decisions/benefits-and-pricing.md, "Selection history"): every row is a version of
-- a choice, in force from starts_on to ends_on, known from recorded_at until superseded_at.
ALTER TABLE "benefit_selections" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "benefit_selections" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "benefit_selections" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "benefit_selections" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
-- The old index allowed one live row per person and benefit; the request added below sits beside its live row.
DROP INDEX "benefit_selections_one_live";--> statement-breakpoint
-- Each existing row is its own choice, known since it was decided (or made, while it waits).
UPDATE "benefit_selections" SET "chain_id" = "id", "recorded_at" = coalesce("approved_at", "created_at");--> statement-breakpoint
-- A change awaiting approval used to overwrite its active row (the figures then counted were the requested ones): it
-- becomes that version in force, with the same figures, and a request beside it that HR can still approve or reject.
INSERT INTO "benefit_selections" ("chain_id", "client_id", "user_id", "benefit_id", "status", "values", "people_covered", "employee_cost",
  "employer_cost", "costs", "starts_on", "ends_on", "accepted_terms_version", "created_at", "updated_at", "recorded_at")
SELECT "id", "client_id", "user_id", "benefit_id", 'pending-approval', "values", "people_covered", "employee_cost", "employer_cost", "costs",
  "starts_on", "ends_on", "accepted_terms_version", "updated_at", "updated_at", "updated_at"
FROM "benefit_selections" WHERE "status" = 'pending-approval' AND "approved_at" IS NOT NULL;--> statement-breakpoint
UPDATE "benefit_selections" SET "status" = 'active' WHERE "status" = 'pending-approval' AND "approved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "benefit_selections" ALTER COLUMN "chain_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "benefit_selections_chain_idx" ON "benefit_selections" USING btree ("chain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_selections_one_open" ON "benefit_selections" USING btree ("user_id","benefit_id") WHERE "benefit_selections"."status" = 'active' and "benefit_selections"."end_reason" is null and "benefit_selections"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_selections_one_request" ON "benefit_selections" USING btree ("user_id","benefit_id") WHERE "benefit_selections"."status" = 'pending-approval' and "benefit_selections"."superseded_at" is null;--> statement-breakpoint
-- The past is never rewritten: a version is only ever superseded (superseded_at set once), and never deleted while its
-- person and client exist (erasing a person or a client takes their history with them).
CREATE FUNCTION portal_selection_history_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) AND EXISTS (SELECT 1 FROM clients WHERE id = OLD.client_id) THEN
      RAISE EXCEPTION 'benefit_selections holds history: version % is never deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.superseded_at IS NOT NULL OR NEW.superseded_at IS NULL OR (to_jsonb(NEW) - 'superseded_at') <> (to_jsonb(OLD) - 'superseded_at') THEN
    RAISE EXCEPTION 'benefit_selections holds history: version % is only ever superseded, never changed', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "benefit_selections_history" BEFORE UPDATE OR DELETE ON "benefit_selections" FOR EACH ROW EXECUTE FUNCTION portal_selection_history_guard();
