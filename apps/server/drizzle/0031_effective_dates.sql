ALTER TABLE "clients" ADD COLUMN "joining_starts" text DEFAULT 'first-of-next-month' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "change_starts" text DEFAULT 'first-of-next-month' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "life_event_starts" text DEFAULT 'event-date' NOT NULL;--> statement-breakpoint
ALTER TABLE "selection_windows" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_joining_starts_check" CHECK ("clients"."joining_starts" in ('first-of-next-month', 'first-of-this-month', 'today'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_change_starts_check" CHECK ("clients"."change_starts" in ('first-of-next-month', 'first-of-this-month', 'today'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_life_event_starts_check" CHECK ("clients"."life_event_starts" in ('event-date', 'first-of-event-month', 'first-of-next-month'));