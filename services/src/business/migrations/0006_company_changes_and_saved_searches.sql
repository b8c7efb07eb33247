CREATE TABLE "business"."company_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"field" varchar(8) NOT NULL,
	"role" varchar(16),
	"before" text,
	"after" text,
	"changed_on" date NOT NULL,
	"notice_number" varchar(16),
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."feed_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"company_id" integer NOT NULL,
	"identifier_follow_id" integer,
	"saved_search_id" integer,
	"change_id" integer,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business"."identifier_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."saved_search_digests" (
	"user_id" uuid NOT NULL,
	"tehran_day" date NOT NULL,
	"match_count" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_digests_user_id_tehran_day_pk" PRIMARY KEY("user_id","tehran_day")
);
--> statement-breakpoint
CREATE TABLE "business"."saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"screen_query" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business"."company_changes" ADD CONSTRAINT "company_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."feed_notices" ADD CONSTRAINT "feed_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."feed_notices" ADD CONSTRAINT "feed_notices_identifier_follow_id_identifier_follows_id_fk" FOREIGN KEY ("identifier_follow_id") REFERENCES "business"."identifier_follows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."feed_notices" ADD CONSTRAINT "feed_notices_change_id_company_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "business"."company_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_changes_company_index" ON "business"."company_changes" USING btree ("company_id","changed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_notices_dedupe_index" ON "business"."feed_notices" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "feed_notices_user_index" ON "business"."feed_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_notices_undigested_index" ON "business"."feed_notices" USING btree ("user_id") WHERE "business"."feed_notices"."digested_at" IS NULL AND "business"."feed_notices"."kind" = 'SAVED_SEARCH_MATCH';--> statement-breakpoint
CREATE UNIQUE INDEX "identifier_follows_user_index" ON "business"."identifier_follows" USING btree ("user_id","kind","value");--> statement-breakpoint
CREATE INDEX "identifier_follows_value_index" ON "business"."identifier_follows" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_index" ON "business"."saved_searches" USING btree ("user_id","name");