CREATE TABLE "pay_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"product" text NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"pay_mode" text NOT NULL,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"company_amount" integer NOT NULL,
	"personal_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"pay_end_time" timestamp with time zone NOT NULL,
	"charge_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"pay_order_id" text NOT NULL,
	"record_type" text NOT NULL,
	"direction" text NOT NULL,
	"pay_way" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."payment_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card_last4" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_charges_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "pay_orders_order" ON "pay_orders" USING btree ("product","order_id");--> statement-breakpoint
CREATE INDEX "pay_orders_member" ON "pay_orders" USING btree ("enterprise_id","member_id");--> statement-breakpoint
CREATE INDEX "payment_records_pay_order" ON "payment_records" USING btree ("pay_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_reference" ON "payment_records" USING btree ("reference","pay_way");--> statement-breakpoint
CREATE INDEX "payment_refunds_charge" ON "sandbox"."payment_refunds" USING btree ("charge_id");