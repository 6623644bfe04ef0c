CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"session_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_status_known" CHECK ("coupon_redemptions"."status" in ('held', 'redeemed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"percent_off" integer,
	"amount_off_usd_cents" integer,
	"free_bundle_id" text,
	"partner_code" text,
	"min_spend_usd_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_traveller" integer,
	"kinds" text[],
	"destination_ids" text[],
	"product_refs" text[],
	"site_ids" text[],
	"combinable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"batch_id" uuid,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_type_known" CHECK ("coupons"."type" in ('percent', 'fixed', 'free_product')),
	CONSTRAINT "coupons_status_known" CHECK ("coupons"."status" in ('active', 'paused')),
	CONSTRAINT "coupons_uses_within_limit" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."uses" <= "coupons"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"data_amount_mb" integer NOT NULL,
	"destination_id" text NOT NULL,
	"form" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_code" text NOT NULL,
	"coupon_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"source" text NOT NULL,
	"form_data" jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'traveller' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_partner_code_partners_code_fk" FOREIGN KEY ("partner_code") REFERENCES "public"."partners"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_submissions" ADD CONSTRAINT "promo_submissions_partner_code_partners_code_fk" FOREIGN KEY ("partner_code") REFERENCES "public"."partners"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_submissions" ADD CONSTRAINT "promo_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_submissions" ADD CONSTRAINT "promo_submissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupon_attempts_address" ON "coupon_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "coupon_attempts_session" ON "coupon_attempts" USING btree ("session_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order" ON "coupon_redemptions" USING btree ("coupon_id","order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email" ON "coupon_redemptions" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_id" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupons_batch" ON "coupons" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_submissions_one_per_traveller" ON "promo_submissions" USING btree ("partner_code","email");--> statement-breakpoint
CREATE INDEX "promo_submissions_created" ON "promo_submissions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('traveller', 'admin'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('delivery_failed', 'traveller_cancelled', 'order_not_payable', 'shop_refunded'));