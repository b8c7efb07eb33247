CREATE TABLE "business"."saved_graphs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"root" text NOT NULL,
	"depth" integer NOT NULL,
	"relations" text[] NOT NULL,
	"expansions" jsonb NOT NULL,
	"chain" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_graphs_user_name_index" ON "business"."saved_graphs" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "saved_graphs_user_updated_index" ON "business"."saved_graphs" USING btree ("user_id","updated_at");