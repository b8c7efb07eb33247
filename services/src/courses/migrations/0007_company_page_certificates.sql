CREATE TABLE "courses"."company_page_certificates" (
	"certificate_id" integer PRIMARY KEY NOT NULL,
	"company_account_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."company_page_certificates" ADD CONSTRAINT "company_page_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "courses"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."company_page_certificates" ADD CONSTRAINT "company_page_certificates_company_account_id_company_accounts_id_fk" FOREIGN KEY ("company_account_id") REFERENCES "courses"."company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_page_certificates_account_index" ON "courses"."company_page_certificates" USING btree ("company_account_id");