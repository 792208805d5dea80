-- Provider census (issue 26): what an insurer loads of each covered person, and the rows of each report's files.
ALTER TABLE "report_lines" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "date_of_birth" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "sex" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "salary" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "cover_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "sum_assured" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "cover_starts_on" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "cover_ends_on" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD COLUMN "dependants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "changes_row_count" integer;--> statement-breakpoint
-- Versions made before the census: one row a line, and a provider file's changes are its lines other than "covered".
UPDATE "reports" SET "row_count" = "line_count";--> statement-breakpoint
UPDATE "reports" r SET "changes_row_count" = (SELECT count(*)::int FROM "report_lines" l WHERE l."report_id" = r."id" AND l."change" <> 'covered')
  WHERE r."kind" = 'provider' AND r."status" = 'ready';
