ALTER TABLE "courses"."teachers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "courses"."user_question_answers" ADD COLUMN "by_teacher" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ADD COLUMN "at_second" integer;--> statement-breakpoint
ALTER TABLE "courses"."user_questions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_user_index" ON "courses"."teachers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_question_answers_teacher_index" ON "courses"."user_question_answers" USING btree ("question_id") WHERE "courses"."user_question_answers"."by_teacher";--> statement-breakpoint
CREATE INDEX "user_questions_course_index" ON "courses"."user_questions" USING btree ("course_id");