CREATE TABLE "hotel_price_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"hotel_id" text NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"platform" text NOT NULL,
	"other_platform" text,
	"platform_price" integer NOT NULL,
	"room_type_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_price_feedback_enterprise" ON "hotel_price_feedback" USING btree ("enterprise_id","created_at");