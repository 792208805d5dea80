CREATE TABLE "carousel_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_section_versions" (
	"client_id" integer NOT NULL,
	"section" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_section_versions_client_id_section_pk" PRIMARY KEY("client_id","section")
);
--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_assets" ADD CONSTRAINT "client_assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_section_versions" ADD CONSTRAINT "client_section_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_slides_client_idx" ON "carousel_slides" USING btree ("client_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "client_assets_client_sha" ON "client_assets" USING btree ("client_id","sha256");--> statement-breakpoint
CREATE INDEX "client_assets_client_kind" ON "client_assets" USING btree ("client_id","kind");