CREATE TABLE "sandbox"."rail_account_orders" (
	"e_order_no" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"hold_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rail_account_orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "imported_order_no" text;--> statement-breakpoint
ALTER TABLE "train_tickets" ADD COLUMN "wish_seat_letter" text;--> statement-breakpoint
ALTER TABLE "train_tickets" ADD COLUMN "wish_berth" text;--> statement-breakpoint
ALTER TABLE "sandbox"."rail_accounts" ADD COLUMN "risk_sms_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."rail_accounts" ADD COLUMN "sale_day" date;--> statement-breakpoint
ALTER TABLE "sandbox"."rail_accounts" ADD COLUMN "sale_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rail_account_orders_account" ON "sandbox"."rail_account_orders" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_orders_imported_once" ON "train_orders" USING btree ("enterprise_id","member_id","imported_order_no");