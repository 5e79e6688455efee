CREATE TABLE "hotel_confirm_mails" (
	"order_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"to_address" text NOT NULL,
	CONSTRAINT "hotel_confirm_mails_order_id_sent_at_pk" PRIMARY KEY("order_id","sent_at")
);
--> statement-breakpoint
ALTER TABLE "hotel_confirm_mails" ADD CONSTRAINT "hotel_confirm_mails_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;