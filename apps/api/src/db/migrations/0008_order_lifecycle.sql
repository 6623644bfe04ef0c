-- One refund ledger: every refund is a row in refunds (line, amount, reason, state). Earlier
-- versions wrote a lounge cancellation's refund on airport_bookings only, and one row per order
-- for a failed delivery; both move here, then the old columns go.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A failed delivery's refund (one per order) was made through the gateway: it names the one line
-- it gave back when the order had one (lines cancelled on their own excluded), else none.
UPDATE "refunds" r SET
  "status" = 'succeeded',
  "settled_at" = r."created_at",
  "reason" = 'delivery_failed',
  "order_line_id" = (
    SELECT min(l."id"::text)::uuid FROM "order_lines" l
    WHERE l."order_id" = r."order_id"
      AND NOT EXISTS (SELECT 1 FROM "airport_bookings" b
        WHERE b."order_line_id" = l."id" AND b."cancelled_at" IS NOT NULL)
    HAVING count(*) = 1
  );--> statement-breakpoint
-- Lounge and fast-track cancellations, refunded through the gateway at the time.
INSERT INTO "refunds" ("order_id", "order_line_id", "payment_id", "provider", "provider_refund_id",
  "currency_code", "amount_minor", "reason", "status", "created_at", "settled_at")
SELECT b."order_id", b."order_line_id", p."id", p."provider", b."provider_refund_id",
  p."currency_code", b."refund_minor", 'traveller_cancelled', 'succeeded', b."cancelled_at",
  b."cancelled_at"
FROM "airport_bookings" b
JOIN LATERAL (
  SELECT * FROM "payments" p WHERE p."order_id" = b."order_id"
    AND p."status" IN ('succeeded', 'refunded')
  ORDER BY p."created_at" DESC LIMIT 1
) p ON true
WHERE b."cancelled_at" IS NOT NULL AND b."refund_minor" > 0;--> statement-breakpoint
-- Orders whose delivery gave up and whose refund job had not run: the refund is decided here,
-- as the lifecycle's "give up on a line" does, and the gateway is asked by a refund-payment job.
INSERT INTO "refunds" ("order_id", "order_line_id", "payment_id", "provider", "currency_code",
  "amount_minor", "reason", "status")
SELECT l."order_id", l."id", p."id", p."provider", p."currency_code", l."amount_minor",
  'delivery_failed', 'pending'
FROM "order_lines" l
JOIN "orders" o ON o."id" = l."order_id" AND o."status" = 'provisioning_failed'
JOIN LATERAL (
  SELECT * FROM "payments" p WHERE p."order_id" = o."id" AND p."status" = 'succeeded'
  ORDER BY p."created_at" DESC LIMIT 1
) p ON true
WHERE l."status" IN ('pending', 'failed')
  AND NOT EXISTS (SELECT 1 FROM "refunds" r WHERE r."order_line_id" = l."id");--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "status", "max_attempts", "run_at")
SELECT 'refund-payment', r."id"::text, '{}'::jsonb, 'queued', 8, now()
FROM "refunds" r WHERE r."status" = 'pending'
ON CONFLICT ("kind", "key") DO NOTHING;--> statement-breakpoint
UPDATE "jobs" SET "status" = 'done', "updated_at" = now()
WHERE "kind" = 'refund-order' AND "status" IN ('queued', 'running', 'dead');--> statement-breakpoint
UPDATE "order_lines" SET "status" = 'refunded' WHERE "status" = 'failed'
  OR ("status" = 'pending' AND "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'provisioning_failed'));--> statement-breakpoint
UPDATE "orders" SET "status" = 'refunded', "refunded_at" = coalesce("refunded_at", now())
WHERE "status" = 'provisioning_failed';--> statement-breakpoint
-- A paid order's places are kept as 'paid' (no longer read from the order's status), and an
-- unpaid order holding places now expires by its own job.
UPDATE "airport_bookings" b SET "status" = 'paid' FROM "orders" o
WHERE o."id" = b."order_id" AND b."status" = 'held' AND o."status" <> 'awaiting_payment';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "status", "max_attempts", "run_at")
SELECT 'expire-order', b."order_id"::text, '{}'::jsonb, 'queued', 8, min(b."hold_expires_at")
FROM "airport_bookings" b JOIN "orders" o ON o."id" = b."order_id" AND o."status" = 'awaiting_payment'
GROUP BY b."order_id"
ON CONFLICT ("kind", "key") DO NOTHING;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_line" ON "refunds" USING btree ("order_line_id") WHERE "refunds"."order_line_id" is not null and "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_whole_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."order_line_id" is null and "refunds"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "airport_bookings" DROP COLUMN "refund_minor";--> statement-breakpoint
ALTER TABLE "airport_bookings" DROP COLUMN "provider_refund_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_flagged_at";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'waiting_for_stock', 'fulfilled', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('requires_action', 'succeeded', 'declined', 'refunded'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_status_known" CHECK ("order_lines"."status" in ('pending', 'fulfilled', 'refunded'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('delivery_failed', 'traveller_cancelled', 'order_not_payable'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" >= 0);
