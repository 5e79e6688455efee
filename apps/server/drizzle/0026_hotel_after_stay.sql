CREATE TABLE "hotel_error_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"hotel_id" text NOT NULL,
	"error_desc" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_order_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"checkout_date" date,
	"reason" text,
	"supplier_application_id" text NOT NULL,
	"applied_by" text NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"penalty_amount" integer,
	"refund_amount" integer,
	"refusal_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_recheck_feedback" (
	"order_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"matched" boolean NOT NULL,
	"mismatch_items" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_staff_feedback" (
	"order_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"left_as_booked" boolean NOT NULL,
	"booked_checkout_date" date NOT NULL,
	"actual_checkout_date" date NOT NULL,
	"remark" text,
	"late" boolean NOT NULL,
	"submitted_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."hotel_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"hold_id" text NOT NULL,
	"kind" text NOT NULL,
	"checkout_date" date,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_at" timestamp with time zone NOT NULL,
	"decision" text NOT NULL,
	"penalty_amount" integer NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "hotel_applications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "hotel_order_applications" ADD CONSTRAINT "hotel_order_applications_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_recheck_feedback" ADD CONSTRAINT "hotel_recheck_feedback_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_staff_feedback" ADD CONSTRAINT "hotel_staff_feedback_order_id_hotel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hotel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_error_reports_enterprise" ON "hotel_error_reports" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_order_applications_kind" ON "hotel_order_applications" USING btree ("order_id","kind");