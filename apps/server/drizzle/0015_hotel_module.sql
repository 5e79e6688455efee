CREATE TABLE "hotel_browse_history" (
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"hotel_id" text NOT NULL,
	"browsed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_browse_history_enterprise_id_member_id_hotel_id_pk" PRIMARY KEY("enterprise_id","member_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_favorites" (
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"hotel_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_favorites_enterprise_id_member_id_hotel_id_pk" PRIMARY KEY("enterprise_id","member_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_office_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"city_id" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_browse_history_latest" ON "hotel_browse_history" USING btree ("enterprise_id","member_id","browsed_at");--> statement-breakpoint
CREATE INDEX "hotel_favorites_latest" ON "hotel_favorites" USING btree ("enterprise_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_office_zones_enterprise" ON "hotel_office_zones" USING btree ("enterprise_id","city_id");