-- The migrator creates this schema first, for its own history table.
CREATE SCHEMA IF NOT EXISTS "courses";
--> statement-breakpoint
CREATE TABLE "courses"."categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"description_fa" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"slug" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"published_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"description_fa" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "courses"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_index" ON "courses"."categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_index" ON "courses"."courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_category_id_index" ON "courses"."courses" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_index" ON "courses"."tags" USING btree ("slug");