CREATE TABLE "reference_change_filings" (
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean NOT NULL,
	"form" text,
	"fee" integer,
	"source_url" text,
	"evidence" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_change_filings_state_kind_pk" PRIMARY KEY("state","kind")
);
--> statement-breakpoint
CREATE TABLE "company_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"before" jsonb,
	"proposed" jsonb NOT NULL,
	"needs_state" boolean DEFAULT false NOT NULL,
	"state_form" text,
	"state_fee" integer,
	"product_key" text,
	"price" integer,
	"service_id" uuid,
	"checkout_session_id" text,
	"proof_document_id" uuid,
	"requested_by_user_id" uuid,
	"actor" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "principal_address" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "management" text DEFAULT 'MEMBER_MANAGED' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "managers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_proof_document_id_company_documents_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."company_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_changes_company_idx" ON "company_changes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_changes_one_open" ON "company_changes" USING btree ("company_id","kind") WHERE status in ('awaiting_payment', 'in_progress');--> statement-breakpoint
-- The profile read the principal address from the customer's own mailing address until now.
UPDATE "companies" SET "principal_address" = "mailing_address"->'address' WHERE "mailing_address"->>'useOurs' = 'false' AND jsonb_typeof("mailing_address"->'address') = 'object';
