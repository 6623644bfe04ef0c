ALTER TABLE "simulator_bundles" ADD COLUMN "used_mb" integer;--> statement-breakpoint
ALTER TABLE "simulator_bundles" ADD COLUMN "used_at" timestamp with time zone;