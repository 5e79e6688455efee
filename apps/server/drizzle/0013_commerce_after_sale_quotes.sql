CREATE TABLE "commerce_after_sale_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commerce_after_sale_quotes_order" ON "commerce_after_sale_quotes" USING btree ("product","order_id");--> statement-breakpoint
-- The quotes move from the train's table to commerce's, as the train's (drizzle-kit would ask whether this is a rename).
INSERT INTO "commerce_after_sale_quotes" ("id", "product", "kind", "order_id", "enterprise_id", "member_id", "item_ids", "quote", "expires_at", "created_at")
SELECT "id", 'TRAIN', "kind", "order_id", "enterprise_id", "member_id", "ticket_ids", "quote", "expires_at", "created_at" FROM "train_after_sale_quotes";--> statement-breakpoint
DROP TABLE "train_after_sale_quotes" CASCADE;
