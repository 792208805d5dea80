ALTER TABLE "clients" ADD COLUMN "welcome_carousel_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "one_hub_integration_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "one_hub_logout_url" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "settings_version" integer DEFAULT 0 NOT NULL;