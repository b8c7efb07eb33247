CREATE TABLE "business"."follow_feed_views" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_seen_event_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business"."entity_page_visits" ADD COLUMN "query" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business"."entity_page_visits" ADD COLUMN "analytics_visit_id" text;