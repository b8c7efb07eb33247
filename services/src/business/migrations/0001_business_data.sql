CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "business"."capital_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"changed_on" date NOT NULL,
	"capital_rials" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"national_id" varchar(11) NOT NULL,
	"registration_number" varchar(12) NOT NULL,
	"registration_date" date NOT NULL,
	"registration_unit_id" integer,
	"legal_form" varchar(24) NOT NULL,
	"status" varchar(16) NOT NULL,
	"capital_rials" bigint NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"address" text,
	"postal_code" varchar(10),
	"phone" varchar(16),
	"website" text,
	"email" text,
	"about" text,
	"isic_code" varchar(4)
);
--> statement-breakpoint
CREATE TABLE "business"."company_follows" (
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"followed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."company_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_company_id" integer NOT NULL,
	"child_company_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"share_percent" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "business"."company_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"share_percent" numeric(5, 2),
	"started_on" date NOT NULL,
	"ended_on" date
);
--> statement-breakpoint
CREATE TABLE "business"."entity_page_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"visit_id" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."gazette_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"published_on" date NOT NULL,
	"notice_number" varchar(16) NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"search_key" text NOT NULL,
	"national_code" varchar(10) NOT NULL,
	"gender" varchar(6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."prefactor_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text GENERATED ALWAYS AS ((30000000 + id)::text) STORED NOT NULL,
	"company_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"description" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"search_key" text NOT NULL,
	"hs_code" varchar(6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."trade_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"hs_code" varchar(6) NOT NULL,
	"direction" varchar(6) NOT NULL,
	"value_usd" bigint NOT NULL,
	"weight_kg" bigint NOT NULL,
	"country" varchar(2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business"."capital_changes" ADD CONSTRAINT "capital_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."companies" ADD CONSTRAINT "companies_registration_unit_id_registration_units_id_fk" FOREIGN KEY ("registration_unit_id") REFERENCES "business"."registration_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."companies" ADD CONSTRAINT "companies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "business"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "business"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_links" ADD CONSTRAINT "company_links_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_links" ADD CONSTRAINT "company_links_child_company_id_companies_id_fk" FOREIGN KEY ("child_company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_roles" ADD CONSTRAINT "company_roles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "business"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."gazette_events" ADD CONSTRAINT "gazette_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."prefactor_requests" ADD CONSTRAINT "prefactor_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."trade_records" ADD CONSTRAINT "trade_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capital_changes_natural_index" ON "business"."capital_changes" USING btree ("company_id","changed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_national_id_index" ON "business"."companies" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "companies_registration_number_index" ON "business"."companies" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "companies_search_key_trgm_index" ON "business"."companies" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_province_index" ON "business"."companies" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "companies_isic_index" ON "business"."companies" USING btree ("isic_code");--> statement-breakpoint
CREATE INDEX "companies_capital_index" ON "business"."companies" USING btree ("capital_rials");--> statement-breakpoint
CREATE UNIQUE INDEX "company_follows_natural_index" ON "business"."company_follows" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_links_natural_index" ON "business"."company_links" USING btree ("parent_company_id","child_company_id");--> statement-breakpoint
CREATE INDEX "company_links_child_index" ON "business"."company_links" USING btree ("child_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_natural_index" ON "business"."company_roles" USING btree ("company_id","person_id","role");--> statement-breakpoint
CREATE INDEX "company_roles_person_index" ON "business"."company_roles" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_page_visits_visit_index" ON "business"."entity_page_visits" USING btree ("user_id","visit_id");--> statement-breakpoint
CREATE INDEX "entity_page_visits_user_index" ON "business"."entity_page_visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gazette_events_notice_index" ON "business"."gazette_events" USING btree ("notice_number");--> statement-breakpoint
CREATE INDEX "gazette_events_company_index" ON "business"."gazette_events" USING btree ("company_id","published_on");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_national_code_index" ON "business"."persons" USING btree ("national_code");--> statement-breakpoint
CREATE INDEX "persons_search_key_trgm_index" ON "business"."persons" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_natural_index" ON "business"."products" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_index" ON "business"."products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_hs_index" ON "business"."products" USING btree ("hs_code");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_records_natural_index" ON "business"."trade_records" USING btree ("company_id","year","hs_code","direction","country");--> statement-breakpoint
CREATE INDEX "trade_records_hs_index" ON "business"."trade_records" USING btree ("hs_code");