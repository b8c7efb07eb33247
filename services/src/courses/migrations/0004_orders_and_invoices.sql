CREATE TABLE "courses"."invoice_buyers" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"national_id" varchar(11) NOT NULL,
	"registration_number" varchar(8),
	"economic_code" varchar(12),
	"postal_code" varchar(10) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"address" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"package_type" varchar(16),
	"duration_months" integer,
	"seats" integer,
	"course_id" integer,
	"learner_name" text,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"list_amount" bigint NOT NULL,
	"discounts" jsonb NOT NULL,
	"discount_code" text,
	"coupon_id" integer,
	"credit_applied" bigint NOT NULL,
	"payable_amount" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"bank_token" varchar(32),
	"payment_url" text,
	"reference_number" varchar(20),
	"trace_number" varchar(12),
	"masked_card_number" varchar(19),
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"period_starts_at" timestamp with time zone,
	"period_ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courses"."invoice_buyers" ADD CONSTRAINT "invoice_buyers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "courses"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_index" ON "courses"."orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bank_token_index" ON "courses"."orders" USING btree ("bank_token");--> statement-breakpoint
CREATE INDEX "orders_user_index" ON "courses"."orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_index" ON "courses"."orders" USING btree ("status");