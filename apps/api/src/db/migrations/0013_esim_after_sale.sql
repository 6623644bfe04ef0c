CREATE TABLE "simulator_bundles" (
	"reference" uuid PRIMARY KEY NOT NULL,
	"iccid" text NOT NULL,
	"data_mb" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "esim_alerts" (
	"bundle_id" uuid NOT NULL,
	"alert" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_alerts_bundle_id_alert_pk" PRIMARY KEY("bundle_id","alert"),
	CONSTRAINT "esim_alerts_alert_known" CHECK ("esim_alerts"."alert" in ('used_80', 'used_100', 'expires_soon'))
);
--> statement-breakpoint
CREATE TABLE "esim_bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"name" text NOT NULL,
	"initial_mb" integer NOT NULL,
	"remaining_mb" integer,
	"duration_days" integer NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_bundles_order_line_id_unique" UNIQUE("order_line_id"),
	CONSTRAINT "esim_bundles_state_known" CHECK ("esim_bundles"."state" in ('queued', 'active', 'used_up', 'expired', 'revoked'))
);
--> statement-breakpoint
DROP INDEX "esim_profiles_available";--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "installed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "usage_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "next_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "reissue_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD COLUMN "reissued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulator_inventory" ADD COLUMN "installed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulator_inventory" ADD COLUMN "mb_per_day" integer;--> statement-breakpoint
ALTER TABLE "simulator_inventory" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "traveller_reason" text;--> statement-breakpoint
ALTER TABLE "simulator_bundles" ADD CONSTRAINT "simulator_bundles_iccid_simulator_inventory_iccid_fk" FOREIGN KEY ("iccid") REFERENCES "public"."simulator_inventory"("iccid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_alerts" ADD CONSTRAINT "esim_alerts_bundle_id_esim_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."esim_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_bundles" ADD CONSTRAINT "esim_bundles_profile_id_esim_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."esim_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_bundles" ADD CONSTRAINT "esim_bundles_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulator_bundles_iccid" ON "simulator_bundles" USING btree ("iccid","added_at");--> statement-breakpoint
CREATE INDEX "esim_bundles_profile" ON "esim_bundles" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "esim_profiles_next_read" ON "esim_profiles" USING btree ("next_read_at") WHERE "esim_profiles"."next_read_at" is not null;--> statement-breakpoint
-- Profiles delivered before issue 25 were 'assigned': not installed as far as we know; the
-- usage job reads each one soon after start-up and sets its real state.
UPDATE "esim_profiles" SET "status" = 'not_installed', "next_read_at" = now() WHERE "status" NOT IN ('not_installed', 'installed', 'active', 'used_up', 'expired', 'voided');--> statement-breakpoint
-- Each delivered eSIM's first plan becomes its first bundle: a plan line's own snapshot, or the
-- free data a ticket line included.
INSERT INTO "esim_bundles" ("profile_id", "order_line_id", "name", "initial_mb", "duration_days", "state", "created_at")
SELECT p."id", l."id",
  coalesce(l."snapshot"->>'name', l."snapshot"->'internal'->'freeDataPlan'->>'name', 'eSIM plan'),
  coalesce((l."snapshot"->>'dataAmount')::int, (l."snapshot"->'internal'->'freeDataPlan'->>'dataAmount')::int, coalesce(p."initial_data_mb", -1)),
  coalesce((l."snapshot"->>'duration')::int, (l."snapshot"->'internal'->'freeDataPlan'->>'duration')::int, 1),
  'queued', coalesce(p."assigned_at", p."created_at")
FROM "esim_profiles" p JOIN "order_lines" l ON l."id" = p."order_line_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The simulator holds the same plans on its own side, as a wholesaler would.
INSERT INTO "simulator_bundles" ("reference", "iccid", "data_mb", "duration_days", "added_at")
SELECT b."order_line_id", p."iccid", b."initial_mb", b."duration_days", b."created_at"
FROM "esim_bundles" b JOIN "esim_profiles" p ON p."id" = b."profile_id"
JOIN "simulator_inventory" s ON s."iccid" = p."iccid"
WHERE p."provider" = 'simulator'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_status_known" CHECK ("esim_profiles"."status" in ('not_installed', 'installed', 'active', 'used_up', 'expired', 'voided'));