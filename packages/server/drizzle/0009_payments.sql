CREATE TABLE "test_gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"nonce" text NOT NULL,
	"processor_response_code" text,
	"processor_response_text" text,
	"gateway_rejection_reason" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_transactions_order_id_unique" UNIQUE("order_id")
);
