ALTER TABLE "hotel_orders" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "guest_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "checkin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "checkout_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
-- Holds made before the front desk: China's usual 14:00 in, 12:00 out, 23:59 latest arrival.
UPDATE "sandbox"."hotel_holds" SET "checkin_at" = ("checkin_date" + time '14:00') AT TIME ZONE 'Asia/Shanghai', "checkout_at" = ("checkout_date" + time '12:00') AT TIME ZONE 'Asia/Shanghai', "no_show_at" = ("checkin_date" + time '23:59') AT TIME ZONE 'Asia/Shanghai';--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ALTER COLUMN "checkin_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ALTER COLUMN "checkout_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ALTER COLUMN "no_show_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "stay_state" text;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox"."hotel_holds" ADD COLUMN "departed_at" timestamp with time zone;