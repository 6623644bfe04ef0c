CREATE TABLE "insta_links" (
	"site_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "insta_links_site_id_position_pk" PRIMARY KEY("site_id","position")
);
--> statement-breakpoint
CREATE TABLE "instagram_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"instagram_user_id" text NOT NULL,
	"username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_accounts_instagram_user_id_unique" UNIQUE("instagram_user_id")
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"locale" text NOT NULL,
	"trip" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"itinerary_id" uuid,
	"user_id" uuid,
	"revoke_key_hash" text NOT NULL,
	"title" text NOT NULL,
	"locale" text NOT NULL,
	"plan" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "itinerary_shares_source" CHECK (("itinerary_shares"."itinerary_id" is null) <> ("itinerary_shares"."plan" is null))
);
--> statement-breakpoint
CREATE TABLE "itinerary_unlocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"via" text NOT NULL,
	"coupon_id" uuid,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_unlocks_via_known" CHECK ("itinerary_unlocks"."via" in ('instagram', 'email'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "insta_links" ADD CONSTRAINT "insta_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_shares" ADD CONSTRAINT "itinerary_shares_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_shares" ADD CONSTRAINT "itinerary_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_unlocks" ADD CONSTRAINT "itinerary_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_unlocks" ADD CONSTRAINT "itinerary_unlocks_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_user" ON "itineraries" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "itinerary_shares_itinerary" ON "itinerary_shares" USING btree ("itinerary_id");