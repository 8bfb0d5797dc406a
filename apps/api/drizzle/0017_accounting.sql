CREATE TABLE "books_closed_months" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"closed_by" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_closed_months_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'bank' NOT NULL,
	"institution" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"last4" text,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"csv_mapping" jsonb,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_attachments" (
	"transaction_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_attachments_transaction_id_document_id_pk" PRIMARY KEY("transaction_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"form_5472" text,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recognised_bank" text,
	"mapping" jsonb,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"categorised" integer DEFAULT 0 NOT NULL,
	"removed" integer,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description_contains" text,
	"direction" text DEFAULT 'any' NOT NULL,
	"amount_min" bigint,
	"amount_max" bigint,
	"account_id" uuid,
	"category_id" uuid NOT NULL,
	"counterparty" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"category_id" uuid,
	"counterparty" text,
	"memo" text,
	"source" text NOT NULL,
	"import_id" uuid,
	"fingerprint" text,
	"invoice_payment_id" uuid,
	"matched_id" uuid,
	"is_split" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books_closed_months" ADD CONSTRAINT "books_closed_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_attachments" ADD CONSTRAINT "ledger_attachments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_attachments" ADD CONSTRAINT "ledger_attachments_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_categories" ADD CONSTRAINT "ledger_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_imports" ADD CONSTRAINT "ledger_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_imports" ADD CONSTRAINT "ledger_imports_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_imports" ADD CONSTRAINT "ledger_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_rules" ADD CONSTRAINT "ledger_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_rules" ADD CONSTRAINT "ledger_rules_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_rules" ADD CONSTRAINT "ledger_rules_category_id_ledger_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ledger_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_splits" ADD CONSTRAINT "ledger_splits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_splits" ADD CONSTRAINT "ledger_splits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_splits" ADD CONSTRAINT "ledger_splits_category_id_ledger_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ledger_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_category_id_ledger_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ledger_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_import_id_ledger_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ledger_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_company_idx" ON "ledger_accounts" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_categories_key" ON "ledger_categories" USING btree ("company_id","key") WHERE "ledger_categories"."key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_categories_name" ON "ledger_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ledger_imports_company_idx" ON "ledger_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_rules_company_idx" ON "ledger_rules" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "ledger_splits_transaction_idx" ON "ledger_splits" USING btree ("transaction_id","position");--> statement-breakpoint
CREATE INDEX "ledger_splits_company_category_idx" ON "ledger_splits" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_date_idx" ON "ledger_transactions" USING btree ("company_id","date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_account_date_idx" ON "ledger_transactions" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "ledger_transactions_category_idx" ON "ledger_transactions" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_import_idx" ON "ledger_transactions" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_fingerprint" ON "ledger_transactions" USING btree ("account_id","fingerprint") WHERE "ledger_transactions"."fingerprint" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_invoice_payment" ON "ledger_transactions" USING btree ("invoice_payment_id") WHERE "ledger_transactions"."invoice_payment_id" is not null;