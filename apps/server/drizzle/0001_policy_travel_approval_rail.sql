CREATE SCHEMA "sandbox";
--> statement-breakpoint
CREATE SEQUENCE "public"."travel_request_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "sandbox"."rail_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_delegates" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"delegate_member_id" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"biz_type" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"conditions" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" text NOT NULL,
	"sub_biz_type" text,
	"applicant_member_id" text NOT NULL,
	"flow_id" text,
	"flow_name" text,
	"status" text NOT NULL,
	"current_level" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"policy_input" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"level" integer NOT NULL,
	"approver_member_id" text NOT NULL,
	"delegated_from_member_id" text,
	"escalated_from_task_id" text,
	"status" text NOT NULL,
	"deadline" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"to_address" text NOT NULL,
	"to_member_id" text,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'OUTBOX' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_standards" (
	"enterprise_id" text NOT NULL,
	"travel_level" text NOT NULL,
	"product" text NOT NULL,
	"standard" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_standards_pk" PRIMARY KEY("enterprise_id","travel_level","product")
);
--> statement-breakpoint
CREATE TABLE "violation_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"violation_type" integer NOT NULL,
	"reason_code" text NOT NULL,
	"reason_description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"travel_no" text NOT NULL,
	"status" text NOT NULL,
	"creator_member_id" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"travel_purposes" jsonb NOT NULL,
	"travellers" jsonb NOT NULL,
	"destinations" jsonb NOT NULL,
	"itinerary_groups" jsonb NOT NULL,
	"cost_centre_id" text,
	"project_id" text,
	"application_types" jsonb NOT NULL,
	"order_type" text DEFAULT '0' NOT NULL,
	"book_business_class" boolean DEFAULT false NOT NULL,
	"tr_source" text DEFAULT 'APPROVE3.0' NOT NULL,
	"remark" text,
	"estimated_amount" integer,
	"hotel_begin_date_extend" date,
	"hotel_end_date_extend" date,
	"inter_hotel_begin_date_extend" date,
	"inter_hotel_end_date_extend" date,
	"air_begin_date_extend" date,
	"air_end_date_extend" date,
	"original_tr_no" text,
	"exceed_application" jsonb,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_hold_seats" (
	"hold_id" text NOT NULL,
	"idx" smallint NOT NULL,
	"coach_no" smallint NOT NULL,
	"seat_no" text NOT NULL,
	"seat_class" text NOT NULL,
	"berth" text,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"ticket_no" text,
	CONSTRAINT "rail_hold_seats_hold_id_idx_pk" PRIMARY KEY("hold_id","idx")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"train_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"from_seq" smallint NOT NULL,
	"to_seq" smallint NOT NULL,
	"mask" bigint NOT NULL,
	"status" text NOT NULL,
	"e_order_no" text,
	"order_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "rail_holds_e_order_no_unique" UNIQUE("e_order_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_network" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"generator_version" integer NOT NULL,
	"train_count" integer NOT NULL,
	"stop_count" integer NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_seats" (
	"train_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"coach_no" smallint NOT NULL,
	"seat_no" text NOT NULL,
	"seat_class" text NOT NULL,
	"berth" text,
	"mask" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rail_seats_train_id_run_date_coach_no_seat_no_pk" PRIMARY KEY("train_id","run_date","coach_no","seat_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_stops" (
	"train_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"telecode" text NOT NULL,
	"km" integer NOT NULL,
	"arrival_offset" integer,
	"departure_offset" integer,
	"dwell_minutes" smallint NOT NULL,
	CONSTRAINT "rail_stops_train_id_seq_pk" PRIMARY KEY("train_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_train_dates" (
	"train_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"seats" integer NOT NULL,
	"materialised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rail_train_dates_train_id_run_date_pk" PRIMARY KEY("train_id","run_date")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_trains" (
	"id" integer PRIMARY KEY NOT NULL,
	"train_no" text NOT NULL,
	"train_class" text NOT NULL,
	"train_type_code" smallint NOT NULL,
	"line_id" integer NOT NULL,
	"direction" text NOT NULL,
	"pattern" text NOT NULL,
	"origin_telecode" text NOT NULL,
	"terminus_telecode" text NOT NULL,
	"departure_minute" integer NOT NULL,
	"run_days" smallint NOT NULL,
	"layout" text NOT NULL,
	"cruise_kmh" integer NOT NULL,
	CONSTRAINT "rail_trains_train_no_unique" UNIQUE("train_no")
);
--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_standards" ADD CONSTRAINT "travel_standards_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_reasons" ADD CONSTRAINT "violation_reasons_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE status in ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "approval_delegates_delegate" ON "approval_delegates" USING btree ("enterprise_id","delegate_member_id");--> statement-breakpoint
CREATE INDEX "approval_delegates_member" ON "approval_delegates" USING btree ("enterprise_id","member_id");--> statement-breakpoint
CREATE INDEX "approval_flows_enterprise" ON "approval_flows" USING btree ("enterprise_id","biz_type");--> statement-breakpoint
CREATE INDEX "approval_instances_biz" ON "approval_instances" USING btree ("enterprise_id","biz_type","biz_id");--> statement-breakpoint
CREATE INDEX "approval_tasks_approver" ON "approval_tasks" USING btree ("enterprise_id","approver_member_id","status");--> statement-breakpoint
CREATE INDEX "approval_tasks_instance" ON "approval_tasks" USING btree ("instance_id","level");--> statement-breakpoint
CREATE INDEX "mail_outbox_enterprise" ON "mail_outbox" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_member" ON "notifications" USING btree ("enterprise_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "violation_reasons_code" ON "violation_reasons" USING btree ("enterprise_id","violation_type","reason_code");--> statement-breakpoint
CREATE INDEX "violation_reasons_enterprise" ON "violation_reasons" USING btree ("enterprise_id","violation_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_requests_travel_no" ON "travel_requests" USING btree ("travel_no");--> statement-breakpoint
CREATE INDEX "travel_requests_creator" ON "travel_requests" USING btree ("enterprise_id","creator_member_id");--> statement-breakpoint
CREATE INDEX "travel_requests_original" ON "travel_requests" USING btree ("enterprise_id","original_tr_no");--> statement-breakpoint
CREATE INDEX "rail_holds_train_date" ON "sandbox"."rail_holds" USING btree ("train_id","run_date");--> statement-breakpoint
CREATE INDEX "rail_seats_sold" ON "sandbox"."rail_seats" USING btree ("train_id","run_date","seat_class") WHERE "sandbox"."rail_seats"."mask" <> 0;