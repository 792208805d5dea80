CREATE TABLE "benefit_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"effective_on" date NOT NULL,
	"pricing" jsonb NOT NULL,
	"employer_contribution" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "provider_email" text;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "template_code" text;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "withdrawn_on" date;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheme_years" ADD COLUMN "rolled_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "benefit_price_changes" ADD CONSTRAINT "benefit_price_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_price_changes" ADD CONSTRAINT "benefit_price_changes_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_price_changes" ADD CONSTRAINT "benefit_price_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_price_changes_due_idx" ON "benefit_price_changes" USING btree ("effective_on") WHERE "benefit_price_changes"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "benefit_price_changes_benefit_idx" ON "benefit_price_changes" USING btree ("benefit_id");