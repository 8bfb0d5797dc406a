CREATE TABLE "invoice_customer_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"refunded_on" date NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"payment_id" uuid,
	"provider_refund_id" text,
	"failure_reason" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD COLUMN "past_filing" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_customer_credits" ADD CONSTRAINT "invoice_customer_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_customer_credits" ADD CONSTRAINT "invoice_customer_credits_customer_id_invoice_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."invoice_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_customer_credits" ADD CONSTRAINT "invoice_customer_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_customer_credits_customer_idx" ON "invoice_customer_credits" USING btree ("customer_id","currency");--> statement-breakpoint
CREATE INDEX "invoice_customer_credits_company_idx" ON "invoice_customer_credits" USING btree ("company_id","currency");--> statement-breakpoint
CREATE INDEX "invoice_refunds_invoice_idx" ON "invoice_refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_refunds_provider_id" ON "invoice_refunds" USING btree ("provider_refund_id") WHERE "invoice_refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_credit_owed_idx" ON "invoices" USING btree ("company_id","currency","credit_owed") WHERE "invoices"."credit_owed" > 0;--> statement-breakpoint
-- Issue 36 item 4 (decision 0183): invoices credited beyond what was left to pay before this
-- migration owe that part back to their customer.
UPDATE "invoices" SET "credit_owed" = "amount_paid" + "credited_total" - "total" WHERE "status" IN ('open', 'paid') AND "amount_paid" + "credited_total" > "total";
