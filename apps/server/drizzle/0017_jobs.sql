-- One job runner: mail delivery and report generation become jobs; waiting mail and reports get theirs here.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'failed'))
);
--> statement-breakpoint
DROP INDEX "reports_generating_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","run_at","id") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload") SELECT 'mail', "id"::text, jsonb_build_object('mailId', "id") FROM "mail_outbox" WHERE "status" = 'pending';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload") SELECT 'report', "id"::text, jsonb_build_object('reportId', "id") FROM "reports" WHERE "status" = 'generating';--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "claimed_at";--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "attempts";