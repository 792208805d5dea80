-- Devices trusted by their fingerprint alone prove nothing: they are forgotten, and ask for a code once more.
DELETE FROM "trusted_devices";--> statement-breakpoint
ALTER TABLE "trusted_devices" DROP CONSTRAINT "trusted_devices_user_device";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "magic_link_actor_id" integer;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "secret_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "label" text NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_magic_link_actor_id_users_id_fk" FOREIGN KEY ("magic_link_actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "trusted_devices" DROP COLUMN "device_token_hash";--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_secret_hash_unique" UNIQUE("secret_hash");