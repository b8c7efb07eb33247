CREATE TABLE "payments"."merchants" (
	"merchant_id" varchar(36) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Payments made before merchants existed belong to no merchant; their tokens expire as the rules below say.
ALTER TABLE "payments"."payments" ADD COLUMN "merchant_id" varchar(36) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."payments" ALTER COLUMN "merchant_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments"."payments" ADD COLUMN "trace_number" varchar(12);--> statement-breakpoint
ALTER TABLE "payments"."payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments"."payments" SET "expires_at" = "created_at" + interval '20 minutes';--> statement-breakpoint
ALTER TABLE "payments"."payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."payments" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments"."payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments"."payments" ADD COLUMN "reverse_reason" varchar(16);--> statement-breakpoint
CREATE INDEX "payments_merchant_order_index" ON "payments"."payments" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_status_index" ON "payments"."payments" USING btree ("status");