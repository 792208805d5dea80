-- A report version counts its lines new, changed and stopped against the last downloaded version; choices are found by
-- when they were recorded or superseded (out-of-date counts, the payroll schedule).
ALTER TABLE "reports" ADD COLUMN "changes_since_download" jsonb;--> statement-breakpoint
CREATE INDEX "benefit_selections_recorded_idx" ON "benefit_selections" USING btree ("client_id","recorded_at");--> statement-breakpoint
CREATE INDEX "benefit_selections_superseded_idx" ON "benefit_selections" USING btree ("client_id","superseded_at");