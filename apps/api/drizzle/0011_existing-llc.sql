ALTER TABLE "companies" ADD COLUMN "formation_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state_file_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "details_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "details_verified_by" text;