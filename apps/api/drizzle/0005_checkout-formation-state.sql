ALTER TABLE "checkout_sessions" ADD COLUMN "formation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "state" text;--> statement-breakpoint
-- Sessions made before: a bundle session is a formation session, priced for the state of its state-fee line.
UPDATE "checkout_sessions" SET "formation" = true, "state" = (
  SELECT substring(l->>'productKey' from 11) FROM jsonb_array_elements("line_items") AS l
  WHERE l->>'kind' = 'state_fee' LIMIT 1
) WHERE "line_items" @> '[{"productKey":"company-onboarding-bundle"}]'
  OR "line_items" @> '[{"productKey":"company-onboarding-split"}]';--> statement-breakpoint
-- An open one without a state is void; so is one older than its company's newest open one.
UPDATE "checkout_sessions" SET "status" = 'expired'
WHERE "formation" AND "status" = 'open' AND "state" IS NULL;--> statement-breakpoint
UPDATE "checkout_sessions" AS s SET "status" = 'expired'
WHERE s."formation" AND s."status" = 'open' AND EXISTS (
  SELECT 1 FROM "checkout_sessions" AS n WHERE n."company_id" = s."company_id" AND n."formation"
    AND n."status" = 'open' AND (n."created_at", n."id") > (s."created_at", s."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_open_formation_unique" ON "checkout_sessions" USING btree ("company_id") WHERE "checkout_sessions"."formation" and "checkout_sessions"."status" = 'open';
