CREATE TABLE "benefit_faqs" (
	"benefit_id" integer NOT NULL,
	"faq_id" integer NOT NULL,
	CONSTRAINT "benefit_faqs_benefit_id_faq_id_pk" PRIMARY KEY("benefit_id","faq_id")
);
--> statement-breakpoint
CREATE TABLE "benefit_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"people_covered" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"employee_cost" numeric(12, 2) NOT NULL,
	"employer_cost" numeric(12, 2) NOT NULL,
	"costs" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"accepted_terms_version" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"scheme_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_code" text NOT NULL,
	"provider" text NOT NULL,
	"summary" text NOT NULL,
	"description_html" text NOT NULL,
	"image_url" text,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"setup" jsonb NOT NULL,
	"medical_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_version" integer,
	"terms_html" text,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"beam_supported" boolean DEFAULT false NOT NULL,
	"beam_min" numeric(12, 2),
	"beam_max" numeric(12, 2),
	"beam_step" numeric(12, 2),
	"pricing" jsonb NOT NULL,
	"employer_contribution" jsonb,
	"eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ccv_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"last_payment_on" date,
	"next_voucher_on" date
);
--> statement-breakpoint
CREATE TABLE "ccv_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"payee" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"ordered_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"year" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"window_opens_on" date NOT NULL,
	"window_closes_on" date NOT NULL,
	"probation_months" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"benefit_ids" integer[],
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benefit_faqs" ADD CONSTRAINT "benefit_faqs_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_faqs" ADD CONSTRAINT "benefit_faqs_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_selections" ADD CONSTRAINT "benefit_selections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_selections" ADD CONSTRAINT "benefit_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_selections" ADD CONSTRAINT "benefit_selections_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_scheme_year_id_scheme_years_id_fk" FOREIGN KEY ("scheme_year_id") REFERENCES "public"."scheme_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccv_accounts" ADD CONSTRAINT "ccv_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccv_accounts" ADD CONSTRAINT "ccv_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccv_orders" ADD CONSTRAINT "ccv_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccv_orders" ADD CONSTRAINT "ccv_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_years" ADD CONSTRAINT "scheme_years_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_windows" ADD CONSTRAINT "selection_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_windows" ADD CONSTRAINT "selection_windows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_selections_user_idx" ON "benefit_selections" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "benefit_selections_benefit_idx" ON "benefit_selections" USING btree ("client_id","benefit_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_selections_one_live" ON "benefit_selections" USING btree ("user_id","benefit_id") WHERE "benefit_selections"."status" in ('pending-approval', 'active');--> statement-breakpoint
CREATE INDEX "benefits_client_year_idx" ON "benefits" USING btree ("client_id","scheme_year_id","sort_order");--> statement-breakpoint
CREATE INDEX "benefits_client_group_idx" ON "benefits" USING btree ("client_id","group_code");--> statement-breakpoint
CREATE INDEX "ccv_orders_user_idx" ON "ccv_orders" USING btree ("client_id","user_id","ordered_on");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_years_client_year" ON "scheme_years" USING btree ("client_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_years_one_current" ON "scheme_years" USING btree ("client_id") WHERE "scheme_years"."is_current";--> statement-breakpoint
CREATE INDEX "selection_windows_user_idx" ON "selection_windows" USING btree ("client_id","user_id","closes_at");