ALTER TABLE "checkout_sessions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "card_last4" text;