CREATE TABLE "invoice_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"to_address" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"title_name" text NOT NULL,
	"title_name_en" text,
	"tax_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"title_id" text NOT NULL,
	"title_name" text NOT NULL,
	"title_name_en" text,
	"tax_number" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"item" jsonb NOT NULL,
	"invoice_number" text,
	"issued_at" timestamp with time zone,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_sends_invoice" ON "invoice_sends" USING btree ("invoice_id","sent_at");
--> statement-breakpoint
CREATE INDEX "invoice_titles_enterprise" ON "invoice_titles" USING btree ("enterprise_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_order" ON "order_invoices" USING btree ("product","order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number" ON "order_invoices" USING btree ("invoice_number");
--> statement-breakpoint
CREATE INDEX "order_invoices_member" ON "order_invoices" USING btree ("enterprise_id","member_id");
