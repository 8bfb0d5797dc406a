CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "compliance_obligations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"rule_key" text NOT NULL,
	"rule_version" integer NOT NULL,
	"title" text NOT NULL,
	"agency" text NOT NULL,
	"due_date" date NOT NULL,
	"unmoved_due_date" date,
	"window_opens" date,
	"fee_cents" integer,
	"resolution" text,
	"filed_on" date,
	"filed_by" text,
	"proof_document_id" uuid,
	"not_applicable_reason" text,
	"service_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_preferences" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"days_60" boolean DEFAULT true NOT NULL,
	"days_30" boolean DEFAULT true NOT NULL,
	"days_7" boolean DEFAULT true NOT NULL,
	"days_1" boolean DEFAULT true NOT NULL,
	"overdue_weekly" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"obligation_id" uuid NOT NULL,
	"reminder_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"source_line" text NOT NULL,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fiscal_year_end_month" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_classification" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_proof_document_id_company_documents_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."company_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_preferences" ADD CONSTRAINT "compliance_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_obligation_id_compliance_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."compliance_obligations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_live" ON "calendar_feeds" USING btree ("company_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_obligations_period" ON "compliance_obligations" USING btree ("company_id","key","period");--> statement-breakpoint
CREATE INDEX "compliance_obligations_company_due" ON "compliance_obligations" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "compliance_obligations_open_due" ON "compliance_obligations" USING btree ("due_date") WHERE "compliance_obligations"."resolution" is null;--> statement-breakpoint
CREATE INDEX "compliance_obligations_rule" ON "compliance_obligations" USING btree ("rule_key","rule_version");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_reminders_once" ON "compliance_reminders" USING btree ("obligation_id","reminder_key");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_rules_key_version" ON "compliance_rules" USING btree ("key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_rules_one_current" ON "compliance_rules" USING btree ("key") WHERE "compliance_rules"."retired_at" is null;