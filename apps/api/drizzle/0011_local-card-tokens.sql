CREATE TABLE "local_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"charge_outcome" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
