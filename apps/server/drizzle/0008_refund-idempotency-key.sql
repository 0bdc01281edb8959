-- Refunds made before the key existed get one of their own ("prima-<id>"), never sent by a client.
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_hash" text;--> statement-breakpoint
UPDATE "refunds" SET "idempotency_key" = 'prima-' || "id", "request_hash" = '';--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "request_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_salon_key_idx" ON "refunds" USING btree ("salon_id","idempotency_key");
