-- The migrator creates this schema first, for its own history table.
CREATE SCHEMA IF NOT EXISTS "analytics";
--> statement-breakpoint
CREATE TABLE "analytics"."visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"referrer" text,
	"locale" varchar(5),
	"user_agent" text,
	"user_id" text,
	"visited_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer,
	"duration_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "visits_visited_at_index" ON "analytics"."visits" USING btree ("visited_at");--> statement-breakpoint
CREATE INDEX "visits_path_index" ON "analytics"."visits" USING btree ("path");