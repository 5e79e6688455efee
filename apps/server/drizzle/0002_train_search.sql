CREATE TABLE "train_no_result_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"departure_code" text NOT NULL,
	"arrival_code" text NOT NULL,
	"departure_date" text NOT NULL,
	"search_mode" text NOT NULL,
	"filtered" boolean NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_search_sessions" (
	"search_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"itinerary_keys" jsonb NOT NULL,
	"page_size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "train_no_result_reports_enterprise" ON "train_no_result_reports" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "train_search_sessions_expires" ON "train_search_sessions" USING btree ("expires_at");