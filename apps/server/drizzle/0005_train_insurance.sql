CREATE TABLE "train_order_insurances" (
	"order_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"insurance_product_id" text NOT NULL,
	"fee" integer NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_order_insurances_order_id_passenger_index_insurance_product_id_pk" PRIMARY KEY("order_id","passenger_index","insurance_product_id")
);
