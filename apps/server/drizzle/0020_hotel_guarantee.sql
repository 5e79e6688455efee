CREATE TABLE "hotel_guarantee_codes" (
	"order_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "guarantee_format" smallint;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "guarantee_amount" integer;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "guarantee_card" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "guarantee_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "guarantee" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_guarantee_codes" ADD CONSTRAINT "hotel_guarantee_codes_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders booked before guarantees were given stood as guaranteed by the enterprise (the old reading of format 1), and their holds with them.
UPDATE "hotel_orders" SET "guarantee_format" = 1 WHERE "guarantee" IS NOT NULL;--> statement-breakpoint
UPDATE "sandbox"."hotel_holds" AS h SET "guarantee" = '{"format":"SELF"}'::jsonb FROM "hotel_orders" AS o WHERE o."hold_id" = h."id" AND o."guarantee" IS NOT NULL;
