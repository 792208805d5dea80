CREATE TABLE "beneficiary_nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"family_member_id" integer,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"date_of_birth" date,
	"address" text,
	"share" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiary_nominations" ADD CONSTRAINT "beneficiary_nominations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_nominations" ADD CONSTRAINT "beneficiary_nominations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_nominations" ADD CONSTRAINT "beneficiary_nominations_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_nominations" ADD CONSTRAINT "beneficiary_nominations_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_nominations_owner_idx" ON "beneficiary_nominations" USING btree ("client_id","user_id","benefit_id");