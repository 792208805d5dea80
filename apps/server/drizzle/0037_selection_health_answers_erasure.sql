-- Erasure of a person (issue 39, docs/decisions/data-protection.md "Retention and erasure"): a selection version stays
-- history, but once its person is anonymised (users.anonymised_at) the health answers in its values may be removed,
-- and nothing else: every other column, and every other key of values, must stay as it was.
CREATE OR REPLACE FUNCTION portal_selection_history_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) AND EXISTS (SELECT 1 FROM clients WHERE id = OLD.client_id) THEN
      RAISE EXCEPTION 'benefit_selections holds history: version % is never deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (to_jsonb(NEW) - 'values') = (to_jsonb(OLD) - 'values') AND NEW.values = OLD.values - 'medicalAnswers'
    AND NEW.values <> OLD.values AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id AND anonymised_at IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  IF OLD.superseded_at IS NOT NULL OR NEW.superseded_at IS NULL OR (to_jsonb(NEW) - 'superseded_at') <> (to_jsonb(OLD) - 'superseded_at') THEN
    RAISE EXCEPTION 'benefit_selections holds history: version % is only ever superseded, never changed', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
