CREATE TABLE "hotel_order_comments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"score" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"content" text NOT NULL,
	"supplier_comment_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_order_reminders" (
	"order_id" text NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_order_reminders_order_id_reminded_at_pk" PRIMARY KEY("order_id","reminded_at")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."hotel_guest_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"hotel_id" text NOT NULL,
	"nick_name" text NOT NULL,
	"score" smallint NOT NULL,
	"tags" jsonb NOT NULL,
	"content" text NOT NULL,
	"room_type_name" jsonb,
	"stay_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_guest_comments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."hotel_hold_reminders" (
	"hold_id" text NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_hold_reminders_hold_id_reminded_at_pk" PRIMARY KEY("hold_id","reminded_at")
);
--> statement-breakpoint
ALTER TABLE "hotel_order_comments" ADD CONSTRAINT "hotel_order_comments_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_reminders" ADD CONSTRAINT "hotel_order_reminders_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_guest_comments_hotel" ON "sandbox"."hotel_guest_comments" USING btree ("hotel_id","created_at");