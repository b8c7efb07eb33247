-- Company and person search uses trigram indexes (drizzle-kit does not emit extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The migrator creates this schema first, for its own history table.
CREATE SCHEMA IF NOT EXISTS "business";
--> statement-breakpoint
CREATE TABLE "business"."banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_bin" text NOT NULL,
	"bank_key" text NOT NULL,
	"name_fa" text NOT NULL,
	"former_name_fa" text,
	"iban_bank_code" varchar(3) NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."consultant_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text GENERATED ALWAYS AS ((20000000 + id)::text) STORED NOT NULL,
	"full_name" text NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"company_name" text,
	"description" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text GENERATED ALWAYS AS ((10000000 + id)::text) STORED NOT NULL,
	"full_name" text NOT NULL,
	"mobile" varchar(11),
	"email" text,
	"subject" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"page_url" text,
	"locale" varchar(5) NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"date_jalali" varchar(10) NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"calendar" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."hs_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"level" varchar(10) NOT NULL,
	"parent_code" varchar(6),
	"title_fa" text,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."isic_industries" (
	"code" varchar(4) PRIMARY KEY NOT NULL,
	"level" varchar(10) NOT NULL,
	"parent_code" varchar(4),
	"title_fa" text,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"sci_code" varchar(2) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "provinces_sci_code_unique" UNIQUE("sci_code")
);
--> statement-breakpoint
CREATE TABLE "business"."registration_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business"."cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "business"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."registration_units" ADD CONSTRAINT "registration_units_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "business"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."registration_units" ADD CONSTRAINT "registration_units_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "business"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_province_id_index" ON "business"."cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "holidays_date_index" ON "business"."holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_index" ON "business"."newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "registration_units_province_id_index" ON "business"."registration_units" USING btree ("province_id");