-- Reports become versioned snapshots of what was known at as_of; payroll lines carry arrears and refunds.
DROP INDEX "reports_one_per_month";--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "arrears" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "employer_arrears" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "since_download" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "downloaded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_per_version" ON "reports" USING btree ("client_id","kind","year","month","provider","version");--> statement-breakpoint
UPDATE "reports" SET "as_of" = "finished_at";
