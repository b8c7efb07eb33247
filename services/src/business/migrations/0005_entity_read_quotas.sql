CREATE TABLE "business"."entity_read_counters" (
	"reader" varchar(80) NOT NULL,
	"day" varchar(10) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reads" integer NOT NULL,
	CONSTRAINT "entity_read_counters_reader_day_kind_pk" PRIMARY KEY("reader","day","kind")
);
--> statement-breakpoint
CREATE TABLE "business"."entity_reads" (
	"reader" varchar(80) NOT NULL,
	"day" varchar(10) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"entity_id" integer NOT NULL,
	CONSTRAINT "entity_reads_reader_day_kind_entity_id_pk" PRIMARY KEY("reader","day","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "business"."person_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"address" varchar(64) NOT NULL,
	"person_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "person_page_views_person_index" ON "business"."person_page_views" USING btree ("person_id","viewed_at");--> statement-breakpoint
CREATE INDEX "person_page_views_user_index" ON "business"."person_page_views" USING btree ("user_id","viewed_at");