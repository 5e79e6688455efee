CREATE TABLE "train_rush_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"operator" text NOT NULL,
	"amount" integer,
	"limit_time" timestamp with time zone,
	"option_index" integer
);
--> statement-breakpoint
CREATE TABLE "train_rush_options" (
	"order_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"train_no" text NOT NULL,
	"departure_date" text NOT NULL,
	"from_station_code" text NOT NULL,
	"to_station_code" text NOT NULL,
	"seat_class" text NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"fare" integer NOT NULL,
	CONSTRAINT "train_rush_options_order_id_option_index_pk" PRIMARY KEY("order_id","option_index")
);
--> statement-breakpoint
CREATE TABLE "train_rush_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"limit_time" timestamp with time zone NOT NULL,
	"won_option_index" integer,
	"passenger_count" integer NOT NULL,
	"prepaid" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "train_rush_logs_order" ON "train_rush_logs" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "train_rush_options_train" ON "train_rush_options" USING btree ("train_no","departure_date","seat_class");--> statement-breakpoint
CREATE INDEX "train_rush_orders_waiting" ON "train_rush_orders" USING btree ("status","type","created_at");