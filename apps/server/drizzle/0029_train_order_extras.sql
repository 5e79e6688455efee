ALTER TABLE "train_orders" ADD COLUMN "ticket_source" text DEFAULT 'GTGJ' NOT NULL;--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "related_order_id" text;--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "cost_centre_id" text;--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "project_id" text;