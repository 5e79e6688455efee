CREATE TABLE "rail_account_links" (
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"account_name" text NOT NULL,
	"session_token" text,
	"session_expires_at" timestamp with time zone,
	"real_name" text NOT NULL,
	"mobile" text NOT NULL,
	"login_time" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rail_account_links_enterprise_id_member_id_pk" PRIMARY KEY("enterprise_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "rail_account_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"member_id" text NOT NULL,
	"scene" text NOT NULL,
	"ticket" text NOT NULL,
	"account_name" text NOT NULL,
	"mobile" text,
	"need_code" boolean NOT NULL,
	"need_id_number" boolean NOT NULL,
	"need_new_password" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_account_challenges" (
	"ticket" text PRIMARY KEY NOT NULL,
	"scene" text NOT NULL,
	"account_name" text NOT NULL,
	"account_id" text,
	"passenger_id" text,
	"client_ref" text NOT NULL,
	"mobile" text,
	"code_hash" text,
	"need_id_number" boolean NOT NULL,
	"need_new_password" boolean NOT NULL,
	"payload" jsonb,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sends" smallint DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"last_send_key" text,
	"done_at" timestamp with time zone,
	"session_token" text,
	CONSTRAINT "rail_account_challenges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_account_clients" (
	"account_id" text NOT NULL,
	"client_ref" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rail_account_clients_account_id_client_ref_pk" PRIMARY KEY("account_id","client_ref")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_account_passengers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"family_name" text NOT NULL,
	"given_name" text NOT NULL,
	"birthday" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"id_number" text NOT NULL,
	"id_expired_date" date NOT NULL,
	"mobile" text,
	"passenger_type" text NOT NULL,
	"verify_status" text NOT NULL,
	"self" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_account_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"client_ref" text NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "rail_account_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rail_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"family_name" text NOT NULL,
	"given_name" text NOT NULL,
	"id_number" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"risk" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rail_accounts_account_name_unique" UNIQUE("account_name"),
	CONSTRAINT "rail_accounts_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."sms_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"to_mobile" text NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "train_order_trips" ALTER COLUMN "hold_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "train_orders" ADD COLUMN "purchase_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rail_account_verifications_member" ON "rail_account_verifications" USING btree ("enterprise_id","member_id");--> statement-breakpoint
CREATE INDEX "rail_account_passengers_account" ON "sandbox"."rail_account_passengers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "rail_account_sessions_account" ON "sandbox"."rail_account_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sms_messages_to" ON "sandbox"."sms_messages" USING btree ("to_mobile","sent_at");