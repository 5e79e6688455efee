ALTER TABLE "hotel_orders" ADD COLUMN "approval_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD COLUMN "hold_expires_at" timestamp with time zone;
