CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"actor_member_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_airlines" (
	"iata" text PRIMARY KEY NOT NULL,
	"icao" text,
	"name" text,
	"name_zh" text,
	"country_iso2" text NOT NULL,
	"airline_group" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "ref_airports" (
	"iata" text PRIMARY KEY NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"name_zh" text,
	"city_en" text NOT NULL,
	"city_zh" text,
	"city_code" text NOT NULL,
	"city_ref" text,
	"country_iso2" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"tz" text NOT NULL,
	"airport_group" text NOT NULL,
	"routes_2014" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_cities" (
	"adcode" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"name_en" text NOT NULL,
	"province" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_countries" (
	"iso2" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"numeric" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"pinyin" text NOT NULL,
	"phone_code" text,
	"currency" text,
	"name_en_iso" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric" text NOT NULL,
	"minor_unit" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"symbol" text,
	"is_fund" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_intl_cities" (
	"city_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"country_iso2" text NOT NULL,
	"country_numeric" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_rail_line_stations" (
	"line_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"telecode" text NOT NULL,
	"km" integer NOT NULL,
	"approximate" boolean NOT NULL,
	CONSTRAINT "ref_rail_line_stations_line_id_seq_pk" PRIMARY KEY("line_id","seq")
);
--> statement-breakpoint
CREATE TABLE "ref_rail_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"max_speed_kmh" integer NOT NULL,
	"length_km" integer NOT NULL,
	"approximate" boolean NOT NULL,
	"note" text,
	CONSTRAINT "ref_rail_lines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ref_stations" (
	"telecode" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pinyin" text NOT NULL,
	"abbr" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_centres" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"name_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"cabin_level_limit" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"owner_member_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile_country_code" text DEFAULT '86' NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"staff_id" text,
	"mobile_country_code" text DEFAULT '86' NOT NULL,
	"mobile" text,
	"department_id" text,
	"role" text DEFAULT 'employee' NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"no_tr_book" boolean DEFAULT false NOT NULL,
	"iair_no_tr_book" boolean DEFAULT false NOT NULL,
	"travel_manager" boolean DEFAULT false NOT NULL,
	"travel_level" text,
	"cabin_level_limit" integer DEFAULT 2 NOT NULL,
	"role_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_submit_permission_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"strategy_privilege" text DEFAULT 'yes' NOT NULL,
	"birthday" text,
	"gender" text,
	"given_name" text,
	"family_name" text,
	"approver_member_id" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passenger_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"passenger_id" text NOT NULL,
	"owner_member_id" text NOT NULL,
	"cert_type" integer NOT NULL,
	"cert_no" text NOT NULL,
	"expiry_date" text,
	"issue_place" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"owner_member_id" text NOT NULL,
	"linked_member_id" text,
	"family_name" text NOT NULL,
	"given_name" text NOT NULL,
	"gender" text NOT NULL,
	"birthday" text NOT NULL,
	"nationality" text DEFAULT 'CN' NOT NULL,
	"mobile_country_code" text DEFAULT '86' NOT NULL,
	"mobile" text,
	"email" text,
	"passenger_type" text DEFAULT 'ADT' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_levels" ADD CONSTRAINT "travel_levels_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_certificates" ADD CONSTRAINT "passenger_certificates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_certificates" ADD CONSTRAINT "passenger_certificates_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("enterprise_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "login_attempts_user" ON "login_attempts" USING btree ("user_key","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ref_airports_city_code" ON "ref_airports" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "ref_rail_line_stations_telecode" ON "ref_rail_line_stations" USING btree ("telecode");--> statement-breakpoint
CREATE INDEX "ref_stations_name" ON "ref_stations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ref_stations_city" ON "ref_stations" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_code" ON "cost_centres" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "departments_enterprise" ON "departments" USING btree ("enterprise_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code" ON "projects" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_levels_code" ON "travel_levels" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "contacts_owner" ON "contacts" USING btree ("enterprise_id","owner_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_name" ON "members" USING btree ("user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "members_enterprise" ON "members" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "passenger_certificates_passenger" ON "passenger_certificates" USING btree ("passenger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passenger_certificates_unique" ON "passenger_certificates" USING btree ("enterprise_id","owner_member_id","cert_type","cert_no");--> statement-breakpoint
CREATE INDEX "passengers_owner" ON "passengers" USING btree ("enterprise_id","owner_member_id");