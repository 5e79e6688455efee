CREATE TABLE "sandbox"."hotel_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"hotel_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"rate_plan_id" text NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"room_num" smallint NOT NULL,
	"currency" text NOT NULL,
	"nights" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"cancel_rule" jsonb NOT NULL,
	"status" text NOT NULL,
	"confirmation_no" text,
	"order_ref" text,
	"penalty_amount" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "hotel_holds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."hotel_inventory" (
	"hotel_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"date" date NOT NULL,
	"allotment" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_inventory_hotel_id_date_room_type_id_pk" PRIMARY KEY("hotel_id","date","room_type_id"),
	CONSTRAINT "hotel_inventory_sold_within" CHECK ("sandbox"."hotel_inventory"."sold" >= 0 AND "sandbox"."hotel_inventory"."sold" <= "sandbox"."hotel_inventory"."allotment")
);
--> statement-breakpoint
CREATE INDEX "hotel_holds_lapsing" ON "sandbox"."hotel_holds" USING btree ("expires_at") WHERE "sandbox"."hotel_holds"."status" = 'HELD';