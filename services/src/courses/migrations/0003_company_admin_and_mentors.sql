CREATE TABLE "courses"."company_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"administrator_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_accounts_administrator_user_id_unique" UNIQUE("administrator_user_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."company_segment_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"segment_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."company_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_account_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."company_user_segments" (
	"company_user_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"segment_value_id" integer NOT NULL,
	CONSTRAINT "company_user_segments_company_user_id_segment_id_pk" PRIMARY KEY("company_user_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."company_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_account_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"full_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"credit_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."course_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(8) NOT NULL,
	"company_account_id" integer,
	"grantor_user_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"days" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"requested_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"enrolment_id" integer,
	CONSTRAINT "course_credits_state_check" CHECK ("courses"."course_credits"."state" in ('REQUESTED', 'GRANTED', 'USED', 'CANCELLED')),
	CONSTRAINT "course_credits_source_check" CHECK ("courses"."course_credits"."source" in ('COMPANY', 'MENTOR')),
	CONSTRAINT "course_credits_days_check" CHECK ("courses"."course_credits"."days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "courses"."mentor_sub_users" (
	"sub_user_id" uuid PRIMARY KEY NOT NULL,
	"mentor_user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"full_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."mentors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"max_sub_users" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."company_segment_values" ADD CONSTRAINT "company_segment_values_segment_id_company_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "courses"."company_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."company_segments" ADD CONSTRAINT "company_segments_company_account_id_company_accounts_id_fk" FOREIGN KEY ("company_account_id") REFERENCES "courses"."company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."company_user_segments" ADD CONSTRAINT "company_user_segments_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "courses"."company_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."company_user_segments" ADD CONSTRAINT "company_user_segments_segment_id_company_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "courses"."company_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."company_user_segments" ADD CONSTRAINT "company_user_segments_segment_value_id_company_segment_values_id_fk" FOREIGN KEY ("segment_value_id") REFERENCES "courses"."company_segment_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."company_users" ADD CONSTRAINT "company_users_company_account_id_company_accounts_id_fk" FOREIGN KEY ("company_account_id") REFERENCES "courses"."company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."course_credits" ADD CONSTRAINT "course_credits_company_account_id_company_accounts_id_fk" FOREIGN KEY ("company_account_id") REFERENCES "courses"."company_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."course_credits" ADD CONSTRAINT "course_credits_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."course_credits" ADD CONSTRAINT "course_credits_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "courses"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."mentor_sub_users" ADD CONSTRAINT "mentor_sub_users_mentor_user_id_mentors_user_id_fk" FOREIGN KEY ("mentor_user_id") REFERENCES "courses"."mentors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_segment_values_name_index" ON "courses"."company_segment_values" USING btree ("segment_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_segments_name_index" ON "courses"."company_segments" USING btree ("company_account_id","name");--> statement-breakpoint
CREATE INDEX "company_user_segments_value_index" ON "courses"."company_user_segments" USING btree ("segment_value_id");--> statement-breakpoint
CREATE INDEX "company_users_account_index" ON "courses"."company_users" USING btree ("company_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_credits_open_index" ON "courses"."course_credits" USING btree ("user_id","course_id") WHERE "courses"."course_credits"."state" in ('REQUESTED', 'GRANTED');--> statement-breakpoint
CREATE INDEX "course_credits_account_index" ON "courses"."course_credits" USING btree ("company_account_id");--> statement-breakpoint
CREATE INDEX "course_credits_grantor_index" ON "courses"."course_credits" USING btree ("grantor_user_id");--> statement-breakpoint
CREATE INDEX "mentor_sub_users_mentor_index" ON "courses"."mentor_sub_users" USING btree ("mentor_user_id");