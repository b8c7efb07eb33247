-- The catalogue rows before this migration were demo data only: clear them so the seed refills every table.
DELETE FROM "courses"."courses";--> statement-breakpoint
DELETE FROM "courses"."tags";--> statement-breakpoint
DELETE FROM "courses"."qualifications";--> statement-breakpoint
DELETE FROM "courses"."categories";--> statement-breakpoint
CREATE TABLE "courses"."certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"exam_result_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"course_id" integer NOT NULL,
	"score_percent" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."course_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."course_tags" (
	"course_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "course_tags_course_id_tag_id_pk" PRIMARY KEY("course_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."enrolment_devices" (
	"enrolment_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enrolment_devices_enrolment_id_device_id_pk" PRIMARY KEY("enrolment_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"learner_name" text NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"text_fa" text NOT NULL,
	"text_en" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"correct_count" integer,
	"question_count" integer NOT NULL,
	"score_percent" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "courses"."exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"pass_percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."gift_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"course_id" integer NOT NULL,
	"days" integer NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courses"."lesson_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"at_second" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"media_file" text NOT NULL,
	"is_free_preview" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."play_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"watched_seconds" integer NOT NULL,
	"completed" boolean NOT NULL,
	"device_id" text NOT NULL,
	"logged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name_fa" text NOT NULL,
	"full_name_en" text NOT NULL,
	"bio_fa" text NOT NULL,
	"bio_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."user_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer,
	"question" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "teacher_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "qualification_id" integer;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "summary_fa" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "summary_en" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "is_super_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "price_rials" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "access_days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD COLUMN "device_limit" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."certificates" ADD CONSTRAINT "certificates_exam_result_id_exam_results_id_fk" FOREIGN KEY ("exam_result_id") REFERENCES "courses"."exam_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."comments" ADD CONSTRAINT "comments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."course_tags" ADD CONSTRAINT "course_tags_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."course_tags" ADD CONSTRAINT "course_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "courses"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."enrolment_devices" ADD CONSTRAINT "enrolment_devices_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "courses"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "courses"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "courses"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."gift_codes" ADD CONSTRAINT "gift_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lesson_notes" ADD CONSTRAINT "lesson_notes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "courses"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lessons" ADD CONSTRAINT "lessons_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "courses"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."play_logs" ADD CONSTRAINT "play_logs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."play_logs" ADD CONSTRAINT "play_logs_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "courses"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ADD CONSTRAINT "user_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ADD CONSTRAINT "user_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "courses"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_index" ON "courses"."certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_exam_result_index" ON "courses"."certificates" USING btree ("exam_result_id");--> statement-breakpoint
CREATE INDEX "comments_course_id_index" ON "courses"."comments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_tags_tag_id_index" ON "courses"."course_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_user_course_index" ON "courses"."enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "exam_results_user_exam_index" ON "courses"."exam_results" USING btree ("user_id","exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_course_id_index" ON "courses"."exams" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_index" ON "courses"."gift_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lesson_notes_user_lesson_index" ON "courses"."lesson_notes" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_course_id_index" ON "courses"."lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "play_logs_user_course_index" ON "courses"."play_logs" USING btree ("user_id","course_id","lesson_id");--> statement-breakpoint
CREATE INDEX "sections_course_id_index" ON "courses"."sections" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD CONSTRAINT "courses_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "courses"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD CONSTRAINT "courses_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "courses"."qualifications"("id") ON DELETE no action ON UPDATE no action;