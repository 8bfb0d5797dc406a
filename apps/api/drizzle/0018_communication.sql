CREATE SEQUENCE "public"."mail_suite_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "mail_forwarding_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"category" text NOT NULL,
	"received_on" text NOT NULL,
	"pages" integer,
	"urgent" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"envelope_key" text,
	"envelope_content_type" text,
	"scan_document_id" uuid,
	"obligation_id" uuid,
	"folder" text DEFAULT 'inbox' NOT NULL,
	"read_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"escalated_ticket_id" uuid,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_item_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"forward_to" jsonb,
	"tracking" text,
	"covered_by_plan" boolean DEFAULT false NOT NULL,
	"product_key" text,
	"service_id" uuid,
	"checkout_session_id" text,
	"requested_by" text DEFAULT 'customer' NOT NULL,
	"requested_by_user_id" uuid,
	"rule_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"after_days" integer,
	"applied" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suites" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"suite" integer DEFAULT nextval('mail_suite_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"provider_ref" text NOT NULL,
	"from_number" text NOT NULL,
	"outcome" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"transcript" text,
	"recording_key" text,
	"recording_url" text,
	"recording_content_type" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'active' NOT NULL,
	"forward_to" text,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"provider_ref" text NOT NULL,
	"direction" text DEFAULT 'inbound' NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text,
	"body" text NOT NULL,
	"code" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"about_kind" text,
	"about_id" text,
	"opened_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_forwarding_addresses" ADD CONSTRAINT "mail_forwarding_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_items" ADD CONSTRAINT "mail_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_items" ADD CONSTRAINT "mail_items_scan_document_id_company_documents_id_fk" FOREIGN KEY ("scan_document_id") REFERENCES "public"."company_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_items" ADD CONSTRAINT "mail_items_obligation_id_compliance_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."compliance_obligations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_mail_item_id_mail_items_id_fk" FOREIGN KEY ("mail_item_id") REFERENCES "public"."mail_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rules" ADD CONSTRAINT "mail_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suites" ADD CONSTRAINT "mail_suites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_line_id_phone_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."phone_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_credit_entries" ADD CONSTRAINT "phone_credit_entries_line_id_phone_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."phone_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_lines" ADD CONSTRAINT "phone_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_lines" ADD CONSTRAINT "phone_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_messages" ADD CONSTRAINT "phone_messages_line_id_phone_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."phone_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_messages" ADD CONSTRAINT "phone_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_forwarding_addresses_company_idx" ON "mail_forwarding_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "mail_items_company_received_idx" ON "mail_items" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "mail_items_company_folder_idx" ON "mail_items" USING btree ("company_id","folder","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "mail_items_urgent_unopened_idx" ON "mail_items" USING btree ("created_at") WHERE "mail_items"."urgent" and "mail_items"."opened_at" is null;--> statement-breakpoint
CREATE INDEX "mail_requests_item_idx" ON "mail_requests" USING btree ("mail_item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_requests_one_open_idx" ON "mail_requests" USING btree ("mail_item_id") WHERE "mail_requests"."status" in ('awaiting_payment', 'requested');--> statement-breakpoint
CREATE INDEX "mail_requests_open_idx" ON "mail_requests" USING btree ("created_at") WHERE "mail_requests"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_rules_company_category_idx" ON "mail_rules" USING btree ("company_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suites_suite_idx" ON "mail_suites" USING btree ("suite");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_calls_provider_ref_idx" ON "phone_calls" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "phone_calls_line_idx" ON "phone_calls" USING btree ("line_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "phone_credit_entries_reference_idx" ON "phone_credit_entries" USING btree ("line_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_lines_active_number_idx" ON "phone_lines" USING btree ("number") WHERE "phone_lines"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "phone_lines_active_company_idx" ON "phone_lines" USING btree ("company_id") WHERE "phone_lines"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "phone_messages_provider_ref_idx" ON "phone_messages" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "phone_messages_line_idx" ON "phone_messages" USING btree ("line_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_company_idx" ON "support_tickets" USING btree ("company_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_system_about_idx" ON "support_tickets" USING btree ("about_kind","about_id") WHERE "support_tickets"."opened_by" = 'system';