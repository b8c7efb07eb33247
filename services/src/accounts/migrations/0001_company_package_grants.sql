CREATE TABLE "accounts"."company_package_grants" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"package_type" varchar(16) NOT NULL,
	"granted_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts"."company_package_grants" ADD CONSTRAINT "company_package_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "accounts"."users"("id") ON DELETE no action ON UPDATE no action;