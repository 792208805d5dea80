CREATE TABLE "data_load_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_load_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"employee_number" text,
	"detail" jsonb NOT NULL,
	"impact" jsonb
);
--> statement-breakpoint
CREATE TABLE "data_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"upload_key" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"starters" integer DEFAULT 0 NOT NULL,
	"leavers" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	CONSTRAINT "data_loads_status_check" CHECK ("data_loads"."status" in ('reading', 'refused', 'preview', 'applied', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "data_load_eligibility_impact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "benefit_insights_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leaving_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "data_load_entries" ADD CONSTRAINT "data_load_entries_data_load_id_data_loads_id_fk" FOREIGN KEY ("data_load_id") REFERENCES "public"."data_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_load_entries" ADD CONSTRAINT "data_load_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loads" ADD CONSTRAINT "data_loads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loads" ADD CONSTRAINT "data_loads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loads" ADD CONSTRAINT "data_loads_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_load_entries_load_idx" ON "data_load_entries" USING btree ("data_load_id","kind","row_number");--> statement-breakpoint
CREATE INDEX "data_loads_client_idx" ON "data_loads" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "data_loads_upload_key_idx" ON "data_loads" USING btree ("client_id","upload_key");