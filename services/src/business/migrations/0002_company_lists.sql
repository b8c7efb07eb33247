CREATE TABLE "business"."company_list_items" (
	"list_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."company_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business"."company_list_items" ADD CONSTRAINT "company_list_items_list_id_company_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "business"."company_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_list_items" ADD CONSTRAINT "company_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_list_items_natural_index" ON "business"."company_list_items" USING btree ("list_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_lists_user_name_index" ON "business"."company_lists" USING btree ("user_id","name");