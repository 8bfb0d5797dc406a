CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"ownership_hundredths" integer NOT NULL,
	"address" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alternative_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "business_purpose" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "responsible_party" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registered_agent" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mailing_address" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ein" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "selected_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "owners_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "addons_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "company_events" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_owners" ADD CONSTRAINT "company_owners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_owners_company_idx" ON "company_owners" USING btree ("company_id","position");