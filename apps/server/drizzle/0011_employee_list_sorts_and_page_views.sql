CREATE TABLE "benefit_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_client_idx";--> statement-breakpoint
ALTER TABLE "benefit_page_views" ADD CONSTRAINT "benefit_page_views_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_page_views" ADD CONSTRAINT "benefit_page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_page_views" ADD CONSTRAINT "benefit_page_views_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_page_views_client_idx" ON "benefit_page_views" USING btree ("client_id","viewed_at");--> statement-breakpoint
CREATE INDEX "users_client_first_name_idx" ON "users" USING btree ("client_id","first_name","surname","id");--> statement-breakpoint
CREATE INDEX "users_client_email_idx" ON "users" USING btree ("client_id","email","surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_client_employee_number_idx" ON "users" USING btree ("client_id","employee_number" NULLS FIRST,"surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_client_location_idx" ON "users" USING btree ("client_id","location" NULLS FIRST,"surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_client_grade_idx" ON "users" USING btree ("client_id","grade" NULLS FIRST,"surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_client_activated_at_idx" ON "users" USING btree ("client_id","activated_at" NULLS FIRST,"surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_client_last_login_at_idx" ON "users" USING btree ("client_id","last_login_at" NULLS FIRST,"surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id","surname","first_name","id");