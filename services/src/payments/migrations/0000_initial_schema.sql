-- The migrator creates this schema first, for its own history table.
CREATE SCHEMA IF NOT EXISTS "payments";
--> statement-breakpoint
CREATE TABLE "payments"."payments" (
	"token" varchar(32) PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"order_id" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"reference_number" varchar(20),
	"masked_card_number" varchar(19),
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
