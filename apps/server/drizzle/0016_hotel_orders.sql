CREATE TABLE "hotel_order_guests" (
	"order_id" text NOT NULL,
	"room_index" integer NOT NULL,
	"guest_index" integer NOT NULL,
	"source" text NOT NULL,
	"member_id" text,
	"passenger_id" text,
	"name" text NOT NULL,
	"mobile" text,
	CONSTRAINT "hotel_order_guests_order_id_room_index_guest_index_pk" PRIMARY KEY("order_id","room_index","guest_index")
);
--> statement-breakpoint
CREATE TABLE "hotel_order_nights" (
	"order_id" text NOT NULL,
	"date" date NOT NULL,
	"price" integer NOT NULL,
	"cny_amount" integer NOT NULL,
	"breakfast" integer NOT NULL,
	CONSTRAINT "hotel_order_nights_order_id_date_pk" PRIMARY KEY("order_id","date")
);
--> statement-breakpoint
CREATE TABLE "hotel_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"booked_by" text NOT NULL,
	"book_type" integer NOT NULL,
	"status" text NOT NULL,
	"travel_type" integer NOT NULL,
	"travel_no" text,
	"hotel_id" text NOT NULL,
	"city_id" text NOT NULL,
	"hotel_name" jsonb NOT NULL,
	"hotel_address" jsonb NOT NULL,
	"room_type_id" text NOT NULL,
	"room_name" jsonb NOT NULL,
	"bed_name" jsonb NOT NULL,
	"rate_plan_id" text NOT NULL,
	"plan_name" jsonb NOT NULL,
	"breakfast" integer NOT NULL,
	"pay_way" integer NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"room_num" integer NOT NULL,
	"adult_num" integer NOT NULL,
	"child_ages" jsonb NOT NULL,
	"latest_arrival_time" text,
	"remark" text,
	"contact" jsonb NOT NULL,
	"cancel_rule" jsonb NOT NULL,
	"guarantee" jsonb,
	"instant_confirm" boolean NOT NULL,
	"violation_reason" text,
	"control" jsonb,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"personal_amount" integer DEFAULT 0 NOT NULL,
	"total_cny_amount" integer NOT NULL,
	"hold_id" text NOT NULL,
	"hold_key" text NOT NULL,
	"hotel_confirm_num" text,
	"pay_order_id" text,
	"pay_deadline" timestamp with time zone,
	"cancel_reason_code" text,
	"cancel_reason" text,
	"penalty_amount" integer,
	"refund_amount" integer,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_order_guests" ADD CONSTRAINT "hotel_order_guests_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_nights" ADD CONSTRAINT "hotel_order_nights_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_orders_member" ON "hotel_orders" USING btree ("enterprise_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_orders_status" ON "hotel_orders" USING btree ("status");