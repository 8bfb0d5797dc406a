CREATE TABLE "reference_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filing_fee" integer NOT NULL,
	"filing_form" text NOT NULL,
	"first_year_annual_report_fee" integer NOT NULL,
	"annual_report_fee" integer NOT NULL,
	"annual_report_cadence" text NOT NULL,
	"franchise_tax_year_one" integer NOT NULL,
	"franchise_tax_ongoing" integer NOT NULL,
	"sos_url" text NOT NULL,
	"notes" text,
	"source" text NOT NULL,
	"last_verified" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
