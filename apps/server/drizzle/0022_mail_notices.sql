CREATE TABLE "mail_notices" (
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_notices_kind_user_id_day_pk" PRIMARY KEY("kind","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "mail_notices" ADD CONSTRAINT "mail_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;