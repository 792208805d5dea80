DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_email_unique" ON "users" USING btree ("client_id",lower("email")) WHERE "users"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_platform_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."client_id" is null;