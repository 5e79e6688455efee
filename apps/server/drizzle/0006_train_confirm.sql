ALTER TABLE "train_orders" ADD COLUMN "personal_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "confirm_deadline" timestamp with time zone;