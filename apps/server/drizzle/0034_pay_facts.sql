ALTER TABLE "clients" ADD COLUMN "default_hours_per_week" numeric(5, 2) DEFAULT '37.5' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_region" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hours_per_week" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "apprentice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_default_hours_per_week_check" CHECK ("clients"."default_hours_per_week" between 1 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hours_per_week_check" CHECK ("users"."hours_per_week" between 1 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tax_region_check" CHECK ("users"."tax_region" in ('rest-of-uk', 'scotland'));