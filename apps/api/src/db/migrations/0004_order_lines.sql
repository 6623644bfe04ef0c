CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"product_ref" text NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_amount_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" text NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"currency_code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_usd_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_minor" integer;--> statement-breakpoint
ALTER TABLE "provider_orders" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "simulator_inventory" ADD COLUMN "reserved_for" uuid;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_order_line_id_unique" UNIQUE("order_line_id");--> statement-breakpoint
ALTER TABLE "provider_orders" ADD CONSTRAINT "provider_orders_order_line_id_unique" UNIQUE("order_line_id");--> statement-breakpoint
ALTER TABLE "simulator_inventory" ADD CONSTRAINT "simulator_inventory_reserved_for_unique" UNIQUE("reserved_for");
--> statement-breakpoint
-- Backfill: every order placed before order lines existed was charged in US cents (price_usd_cents),
-- so its header is USD; it gets one esim_plan line whose snapshot is its plan as it is now.
UPDATE "orders" SET "currency_code" = 'USD', "subtotal_minor" = "price_usd_cents", "discount_minor" = 0,
	"total_minor" = "price_usd_cents", "total_usd_cents" = "price_usd_cents";--> statement-breakpoint
UPDATE "payments" SET "currency_code" = 'USD', "amount_minor" = "amount_usd_cents";--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "product_ref", "quantity", "unit_amount_minor",
	"amount_minor", "snapshot", "status", "fulfilled_at", "created_at")
SELECT o."id", 0, 'esim_plan', o."bundle_id", o."quantity", o."price_usd_cents" / greatest(o."quantity", 1),
	o."price_usd_cents",
	jsonb_build_object(
		'bundleId', b."id", 'name', b."name", 'dataAmount', b."data_amount_mb", 'duration', b."duration_days",
		'speed', b."speed", 'activationPolicy', b."activation_policy", 'fairUse', b."fair_use",
		'destination', CASE WHEN c."id" IS NOT NULL
			THEN jsonb_build_object('name', c."name", 'isoCode', c."iso_code",
				'flagImageUrl', '/flags/4x3/' || lower(c."iso_code") || '.svg')
			ELSE jsonb_build_object('name', coalesce(r."name", ''), 'isoCode', NULL,
				'flagImageUrl', '/art/region/' || coalesce(r."slug", 'global') || '.svg')
		END),
	CASE o."status" WHEN 'fulfilled' THEN 'fulfilled' WHEN 'provisioning_failed' THEN 'failed' ELSE 'pending' END,
	o."fulfilled_at", o."created_at"
FROM "orders" o
JOIN "bundles" b ON b."id" = o."bundle_id"
LEFT JOIN "countries" c ON c."id" = b."country_id"
LEFT JOIN "regions" r ON r."id" = b."region_id";--> statement-breakpoint
UPDATE "esim_profiles" p SET "order_line_id" = l."id" FROM "order_lines" l WHERE l."order_id" = p."order_id";--> statement-breakpoint
UPDATE "provider_orders" p SET "order_line_id" = l."id" FROM "order_lines" l WHERE l."order_id" = p."order_id";--> statement-breakpoint
UPDATE "simulator_inventory" SET "reserved_for" = "reserved_for_order";--> statement-breakpoint
UPDATE "simulator_inventory" s SET "reserved_for" = l."id" FROM "order_lines" l WHERE l."order_id" = s."reserved_for_order";--> statement-breakpoint
-- Provisioning jobs were keyed by order id; fulfilment is now one job per line.
UPDATE "jobs" j SET "kind" = 'fulfil-line', "key" = l."id"::text FROM "order_lines" l
	WHERE j."kind" = 'provision-esim' AND l."order_id"::text = j."key";--> statement-breakpoint
ALTER TABLE "esim_profiles" DROP CONSTRAINT "esim_profiles_order_id_unique";--> statement-breakpoint
ALTER TABLE "provider_orders" DROP CONSTRAINT "provider_orders_order_line_id_unique";--> statement-breakpoint
ALTER TABLE "simulator_inventory" DROP CONSTRAINT "simulator_inventory_reserved_for_order_unique";--> statement-breakpoint
ALTER TABLE "esim_profiles" DROP CONSTRAINT "esim_profiles_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_bundle_id_bundles_id_fk";--> statement-breakpoint
ALTER TABLE "provider_orders" DROP CONSTRAINT "provider_orders_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_minor" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_usd_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "currency_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "esim_profiles" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "bundle_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "price_usd_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "display_currency";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "display_amount";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount_usd_cents";--> statement-breakpoint
ALTER TABLE "provider_orders" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "simulator_inventory" DROP COLUMN "reserved_for_order";--> statement-breakpoint
DELETE FROM "provider_orders" WHERE "order_line_id" IS NULL;--> statement-breakpoint
ALTER TABLE "provider_orders" ALTER COLUMN "order_line_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_orders" ADD PRIMARY KEY ("order_line_id");--> statement-breakpoint
ALTER TABLE "provider_orders" ADD CONSTRAINT "provider_orders_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;
