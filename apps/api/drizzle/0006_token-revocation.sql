ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_revoked_idx" ON "refresh_tokens" USING btree ("revoked_at");