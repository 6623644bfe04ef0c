ALTER TABLE "login_codes" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_locale_known" CHECK ("login_codes"."locale" in ('en', 'vi', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'vi', 'ar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_known" CHECK ("orders"."locale" in ('en', 'vi', 'ar'));