CREATE TABLE "train_after_sale_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"ticket_ids" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_change_tickets" (
	"change_id" text NOT NULL,
	"old_ticket_id" text NOT NULL,
	"new_ticket_id" text NOT NULL,
	"old_fare" integer NOT NULL,
	"new_fare" integer NOT NULL,
	"change_fee" integer NOT NULL,
	"change_refund_fee" integer NOT NULL,
	CONSTRAINT "train_change_tickets_change_id_old_ticket_id_pk" PRIMARY KEY("change_id","old_ticket_id")
);
--> statement-breakpoint
CREATE TABLE "train_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"booked_by" text NOT NULL,
	"status" text NOT NULL,
	"operation_status" text NOT NULL,
	"reason" text,
	"remark" text,
	"quotation_id" text,
	"trip_index" integer NOT NULL,
	"currency" text NOT NULL,
	"ticket_price_diff" integer NOT NULL,
	"change_fee" integer NOT NULL,
	"change_refund_fee" integer NOT NULL,
	"pay_amount" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"direction" text NOT NULL,
	"change_after_departure" boolean DEFAULT false NOT NULL,
	"pay_order_id" text,
	"pay_end_time" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "train_refund_tickets" (
	"refund_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"ticket_price" integer NOT NULL,
	"rate" integer NOT NULL,
	"rule" text NOT NULL,
	"fee" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	CONSTRAINT "train_refund_tickets_refund_id_ticket_id_pk" PRIMARY KEY("refund_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "train_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"booked_by" text NOT NULL,
	"status" text NOT NULL,
	"operation_status" text NOT NULL,
	"channel" text NOT NULL,
	"reason" text,
	"remark" text,
	"quotation_id" text,
	"currency" text NOT NULL,
	"refund_ticket_price" integer NOT NULL,
	"refund_fee" integer NOT NULL,
	"refund_service_fee" integer NOT NULL,
	"total_refund_price" integer NOT NULL,
	"actual_total_refund_price" integer,
	"company_refund" integer DEFAULT 0 NOT NULL,
	"personal_refund" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "train_order_trips" ADD COLUMN "change_id" text;--> statement-breakpoint
ALTER TABLE "train_tickets" ADD COLUMN "changed_inside_eight_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "train_after_sale_quotes_order" ON "train_after_sale_quotes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_change_tickets_new" ON "train_change_tickets" USING btree ("new_ticket_id");--> statement-breakpoint
CREATE INDEX "train_changes_order" ON "train_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "train_changes_member" ON "train_changes" USING btree ("enterprise_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "train_refunds_order" ON "train_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "train_refunds_member" ON "train_refunds" USING btree ("enterprise_id","member_id","created_at");