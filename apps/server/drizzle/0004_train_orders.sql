CREATE TABLE "train_order_passengers" (
	"order_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"source" text NOT NULL,
	"passenger_id" text,
	"member_id" text,
	"family_name" text NOT NULL,
	"given_name" text NOT NULL,
	"passenger_type" text NOT NULL,
	"birthday" text NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"mobile_country_code" text NOT NULL,
	"mobile" text,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"place_of_issue" text NOT NULL,
	"id_expired_date" text NOT NULL,
	CONSTRAINT "train_order_passengers_order_id_passenger_index_pk" PRIMARY KEY("order_id","passenger_index")
);
--> statement-breakpoint
CREATE TABLE "train_order_trips" (
	"order_id" text NOT NULL,
	"trip_index" integer NOT NULL,
	"train_no" text NOT NULL,
	"departure_date" text NOT NULL,
	"from_station_code" text NOT NULL,
	"to_station_code" text NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"seat_class" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"hold_id" text NOT NULL,
	"e_order_no" text,
	CONSTRAINT "train_order_trips_order_id_trip_index_pk" PRIMARY KEY("order_id","trip_index")
);
--> statement-breakpoint
CREATE TABLE "train_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"booked_by" text NOT NULL,
	"status" text NOT NULL,
	"travel_type" text NOT NULL,
	"travel_no" text,
	"purchase_type" integer DEFAULT 0 NOT NULL,
	"service_provider_id" text NOT NULL,
	"contact" jsonb NOT NULL,
	"accept_no_seat" boolean NOT NULL,
	"violation_reason" text,
	"control" jsonb,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"pay_order_id" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"trip_index" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"status" text NOT NULL,
	"identity" text NOT NULL,
	"train_no" text NOT NULL,
	"departure_date" text NOT NULL,
	"from_station_code" text NOT NULL,
	"seat_class" text NOT NULL,
	"hold_index" integer NOT NULL,
	"coach_no" text,
	"seat_no" text,
	"berth" text,
	"ticket_price" integer NOT NULL,
	"service_fee" integer NOT NULL,
	"ticket_no" text,
	"before_change_ticket_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "train_orders_member" ON "train_orders" USING btree ("enterprise_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "train_tickets_order" ON "train_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_tickets_one_per_identity" ON "train_tickets" USING btree ("identity","train_no","departure_date","from_station_code") WHERE status in ('NON_ISSUE', 'ISSUED', 'GOT', 'CHANGE_APPLYING', 'REFUND_APPLYING');