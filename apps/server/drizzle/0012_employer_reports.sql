CREATE TABLE "report_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"user_id" integer,
	"employee_number" text,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"benefit_name" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"salary_sacrifice" boolean DEFAULT false NOT NULL,
	"pre_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"post_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"employer_contribution" numeric(12, 2) DEFAULT '0' NOT NULL,
	"change" text DEFAULT '' NOT NULL,
	"starter" boolean DEFAULT false NOT NULL,
	"leaver" boolean DEFAULT false NOT NULL,
	"cover_level" text DEFAULT '' NOT NULL,
	"people_covered" integer DEFAULT 0 NOT NULL,
	"event_type" text DEFAULT '' NOT NULL,
	"event_date" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"line_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reports_month_check" CHECK ("reports"."month" between 1 and 12),
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('payroll', 'provider', 'life-event')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('generating', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "payroll_cutoff_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_lines" ADD CONSTRAINT "report_lines_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_lines_report_line" ON "report_lines" USING btree ("report_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_per_month" ON "reports" USING btree ("client_id","kind","year","month","provider");--> statement-breakpoint
CREATE INDEX "reports_generating_idx" ON "reports" USING btree ("id") WHERE "reports"."status" = 'generating';