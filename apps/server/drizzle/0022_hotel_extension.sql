CREATE TABLE "hotel_order_extensions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"nights" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"personal_amount" integer NOT NULL,
	"total_cny_amount" integer NOT NULL,
	"hold_key" text NOT NULL,
	"pay_order_id" text,
	"pay_deadline" timestamp with time zone,
	"checkout_at" timestamp with time zone NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"cancel_reason_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."hotel_hold_extensions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"hold_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "pending_extension_id" text;--> statement-breakpoint
ALTER TABLE "hotel_order_extensions" ADD CONSTRAINT "hotel_order_extensions_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_order_extensions_order" ON "hotel_order_extensions" USING btree ("order_id","created_at");
