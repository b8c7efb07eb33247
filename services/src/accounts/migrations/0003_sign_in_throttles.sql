CREATE TABLE "accounts"."sign_in_throttles" (
	"scope" varchar(8) NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_throttles_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure_index" ON "accounts"."sign_in_throttles" USING btree ("last_failure_at");