CREATE TABLE "commerce_order_travellers" (
	"product" text NOT NULL,
	"order_id" text NOT NULL,
	"traveller" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "commerce_order_travellers_product_order_id_traveller_pk" PRIMARY KEY("product","order_id","traveller")
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"product" text NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"booked_by" text NOT NULL,
	"travel_type" text NOT NULL,
	"travel_no" text,
	"live" boolean NOT NULL,
	"currency" text NOT NULL,
	"company_amount" integer NOT NULL,
	"personal_amount" integer NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commerce_orders_product_order_id_pk" PRIMARY KEY("product","order_id")
);
--> statement-breakpoint
CREATE TABLE "commerce_workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"steps" jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "approval_request" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox"."rail_holds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "commerce_order_travellers_traveller" ON "commerce_order_travellers" USING btree ("traveller","begin_date");--> statement-breakpoint
CREATE INDEX "commerce_orders_member" ON "commerce_orders" USING btree ("enterprise_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_orders_travel" ON "commerce_orders" USING btree ("enterprise_id","travel_no");--> statement-breakpoint
CREATE INDEX "commerce_workflows_running" ON "commerce_workflows" USING btree ("status","started_at");--> statement-breakpoint
ALTER TABLE "sandbox"."rail_holds" ADD CONSTRAINT "rail_holds_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- The order ledger of the train orders booked before it existed.
INSERT INTO "commerce_orders" ("product", "order_id", "enterprise_id", "member_id", "booked_by", "travel_type", "travel_no", "live", "currency", "company_amount", "personal_amount", "begin_date", "end_date", "created_at", "updated_at")
SELECT 'TRAIN', o."id", o."enterprise_id", o."member_id", o."booked_by", o."travel_type", o."travel_no",
  o."status" IN ('BOOKING', 'WAIT_CONFIRM', 'WAIT_APPROVE', 'WAIT_PAY', 'ISSUING', 'ISSUED', 'CHANGED', 'NOT_PURCHASE', 'PURCHASING', 'PURCHASED'),
  o."currency", o."total_amount" - o."personal_amount", o."personal_amount",
  (SELECT min(t."departure_date")::date FROM "train_order_trips" t WHERE t."order_id" = o."id"),
  (SELECT max(t."departure_date")::date FROM "train_order_trips" t WHERE t."order_id" = o."id"),
  o."created_at", o."updated_at"
FROM "train_orders" o WHERE EXISTS (SELECT 1 FROM "train_order_trips" t WHERE t."order_id" = o."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "commerce_order_travellers" ("product", "order_id", "traveller", "begin_date", "end_date")
SELECT DISTINCT 'TRAIN', c."order_id", k."identity", c."begin_date", c."end_date"
FROM "commerce_orders" c JOIN "train_tickets" k ON k."order_id" = c."order_id"
WHERE c."product" = 'TRAIN'
ON CONFLICT DO NOTHING;
