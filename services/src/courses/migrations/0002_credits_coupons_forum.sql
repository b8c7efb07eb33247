CREATE TABLE "courses"."coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_rials" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."credit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_rials" integer NOT NULL,
	"reason" text NOT NULL,
	"description_fa" text NOT NULL,
	"description_en" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer NOT NULL,
	"referrer_credit_rials" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."user_question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ADD COLUMN "author_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."user_question_answers" ADD CONSTRAINT "user_question_answers_question_id_user_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "courses"."user_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_index" ON "courses"."coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_user_index" ON "courses"."coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_logs_user_index" ON "courses"."credit_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_user_index" ON "courses"."discount_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_index" ON "courses"."discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "user_question_answers_question_index" ON "courses"."user_question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "user_questions_created_at_index" ON "courses"."user_questions" USING btree ("created_at");