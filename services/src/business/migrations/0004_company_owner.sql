CREATE TABLE "business"."company_managers" (
	"company_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_managers_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "business"."company_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_offerings_kind_check" CHECK ("business"."company_offerings"."kind" in ('PRODUCT', 'BRAND'))
);
--> statement-breakpoint
CREATE TABLE "business"."company_own_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text,
	"email" text,
	"address" text,
	"postal_code" varchar(10),
	"logo_file_id" uuid,
	"picture_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."company_page_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"action" varchar(32) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."company_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "company_verifications_state_check" CHECK ("business"."company_verifications"."state" in ('CODE_SENT', 'VERIFIED', 'LOCKED'))
);
--> statement-breakpoint
CREATE TABLE "business"."prefactor_answers" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"answered_by" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."registered_mobiles" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business"."uploaded_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"media_type" varchar(32) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploaded_files_purpose_check" CHECK ("business"."uploaded_files"."purpose" in ('LOGO', 'PICTURE'))
);
--> statement-breakpoint
CREATE TABLE "business"."verification_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_failures_kind_check" CHECK ("business"."verification_failures"."kind" in ('COMPANY_NOT_FOUND', 'CEO_MISMATCH', 'WRONG_CODE'))
);
--> statement-breakpoint
ALTER TABLE "business"."company_managers" ADD CONSTRAINT "company_managers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_offerings" ADD CONSTRAINT "company_offerings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_own_profiles" ADD CONSTRAINT "company_own_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_page_audit" ADD CONSTRAINT "company_page_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_verifications" ADD CONSTRAINT "company_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."company_verifications" ADD CONSTRAINT "company_verifications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "business"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."prefactor_answers" ADD CONSTRAINT "prefactor_answers_request_id_prefactor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "business"."prefactor_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."registered_mobiles" ADD CONSTRAINT "registered_mobiles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "business"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."uploaded_files" ADD CONSTRAINT "uploaded_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business"."verification_failures" ADD CONSTRAINT "verification_failures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "business"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_managers_user_index" ON "business"."company_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_offerings_company_index" ON "business"."company_offerings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_page_audit_company_index" ON "business"."company_page_audit" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_verifications_company_index" ON "business"."company_verifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_verifications_user_index" ON "business"."company_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_company_sha_index" ON "business"."uploaded_files" USING btree ("company_id","purpose","sha256");--> statement-breakpoint
CREATE INDEX "verification_failures_user_index" ON "business"."verification_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_failures_company_index" ON "business"."verification_failures" USING btree ("company_id","created_at");