CREATE TABLE "train_free_children" (
	"order_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"id" text NOT NULL,
	"family_name" text NOT NULL,
	"given_name" text NOT NULL,
	"birthday" text NOT NULL,
	"gender" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_free_children_order_id_passenger_index_pk" PRIMARY KEY("order_id","passenger_index")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "train_free_children_id" ON "train_free_children" USING btree ("id");