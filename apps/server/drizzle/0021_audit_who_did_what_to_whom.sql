-- The audit log says who did what to whom (docs/decisions, "Audit log"): action codes of the contracts' auditActions,
-- details whose shape the code and version fix, the person affected as subject. Entries from before keep what they
-- had, under the codes they map to, as version 0.
ALTER TABLE "audit_log" RENAME COLUMN "target" TO "details";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "version" = 0;--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'masquerade.link-issued', "details" = '{}' WHERE "action" = 'masquerade-link';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'masquerade.started' WHERE "action" = 'masquerade-start';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'magic-link.issued', "details" = '{}' WHERE "action" = 'magic-link';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'magic-link.session' WHERE "action" = 'magic-link-start';--> statement-breakpoint
-- The rule change as sent; what it was before was not kept.
UPDATE "audit_log" SET "action" = 'settings.changed', "subject_id" = NULL,
  "details" = jsonb_build_object('setting', 'two-factor', 'changes',
    (SELECT coalesce(jsonb_agg(jsonb_build_object('field', e."key", 'after', e."value")), '[]'::jsonb) FROM jsonb_each("details") e))
WHERE "action" = 'PATCH enforcement-setting';--> statement-breakpoint
-- An upload was recorded against the HR administrator who applied it: it affects no one person; it gains its file's name.
UPDATE "audit_log" a SET "action" = 'upload.applied', "subject_id" = NULL,
  "details" = a."details" || coalesce((SELECT jsonb_build_object('fileName', d."file_name") FROM "data_loads" d WHERE d."id" = (a."details" #>> '{dataLoadId}')::int), '{}'::jsonb)
    || CASE WHEN a."actor_id" IS DISTINCT FROM a."subject_id" AND hr."id" IS NOT NULL
      THEN jsonb_build_object('actingAs', jsonb_build_object('id', hr."id", 'name', hr."first_name" || ' ' || hr."surname")) ELSE '{}'::jsonb END
FROM "audit_log" a0 LEFT JOIN "users" hr ON hr."id" = a0."subject_id"
WHERE a0."id" = a."id" AND a."action" = 'POST employee-data-uploads apply';--> statement-breakpoint
-- One approval call was one entry listing selection ids: it becomes one entry per person decided, with the benefit,
-- what the employee pays a month, the amount chosen in pounds and a rejection's reason, read from the selections.
INSERT INTO "audit_log" ("client_id", "actor_id", "subject_id", "action", "details", "version", "status_code", "created_at")
SELECT a."client_id", a."actor_id", s."user_id",
  CASE WHEN a."details" -> 'approval' = 'true'::jsonb THEN 'selections.approved' ELSE 'selections.rejected' END,
  jsonb_strip_nulls(jsonb_build_object(
    'selectionId', s."id",
    'benefitId', s."benefit_id",
    'benefitName', b."name",
    'amount', CASE WHEN b."setup" #>> '{amount,unit}' = 'pounds' THEN s."values" -> 'amount' END,
    'monthly', s."employee_cost"::numeric,
    'actingAs', CASE WHEN a."actor_id" IS DISTINCT FROM a."subject_id" AND hr."id" IS NOT NULL
      THEN jsonb_build_object('id', hr."id", 'name', hr."first_name" || ' ' || hr."surname") END
  )) || CASE WHEN a."details" -> 'approval' = 'true'::jsonb THEN '{}'::jsonb ELSE jsonb_build_object('reason',
    (SELECT r."rejection_reason" FROM "benefit_selections" r WHERE r."chain_id" = s."chain_id" AND r."status" = 'rejected'
      ORDER BY abs(extract(epoch FROM r."recorded_at" - a."created_at")) LIMIT 1)) END,
  0, a."status_code", a."created_at"
FROM "audit_log" a
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a."details" -> 'changed') = 'array' THEN a."details" -> 'changed' ELSE '[]'::jsonb END) c("id")
JOIN "benefit_selections" s ON s."id" = (c."id" #>> '{}')::int
LEFT JOIN "benefits" b ON b."id" = s."benefit_id"
LEFT JOIN "users" hr ON hr."id" = a."subject_id"
WHERE a."action" = 'PATCH selections status';--> statement-breakpoint
-- The calls themselves go: their decisions are the entries above (a call that decided nothing recorded no change).
DELETE FROM "audit_log" WHERE "action" = 'PATCH selections status';--> statement-breakpoint
-- What is left is the impersonation log: 'PATCH /api/user/profile' with its parameters and field names.
UPDATE "audit_log" SET "action" = 'impersonation.write', "details" = jsonb_build_object('request', "action") || "details"
WHERE "action" NOT IN ('selections.approved', 'selections.rejected', 'upload.applied', 'employee.added', 'employee.left', 'employee.updated',
  'magic-link.issued', 'magic-link.session', 'masquerade.link-issued', 'masquerade.started', 'impersonation.write', 'settings.changed', 'mfa.reset');--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");