CREATE TABLE "legal_facts" (
	"key" text PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"text" text,
	"source" text NOT NULL,
	"source_url" text NOT NULL,
	"checked_on" date NOT NULL,
	"evidence" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
