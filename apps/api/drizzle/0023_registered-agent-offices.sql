CREATE TABLE "registered_agent_offices" (
	"state" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
