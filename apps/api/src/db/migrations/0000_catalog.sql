-- pg_trgm powers forgiving destination search; PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "attractions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" text NOT NULL,
	"data_description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bundle_type" smallint NOT NULL,
	"country_id" text,
	"region_id" text,
	"package_code" text NOT NULL,
	"data_amount_mb" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"price_usd_cents" integer NOT NULL,
	"speed" jsonb NOT NULL,
	"activation_policy" text NOT NULL,
	"fair_use" jsonb,
	"is_popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bundles_one_destination" CHECK (("bundles"."country_id" is null) <> ("bundles"."region_id" is null))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"iso3_code" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"official_name" text NOT NULL,
	"slug" text NOT NULL,
	"currency_code" text NOT NULL,
	"capital" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"continent" text NOT NULL,
	"subregion" text NOT NULL,
	"popularity_rank" integer,
	"requires_documents" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"minor_units" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"rate_per_usd" double precision NOT NULL,
	"rates_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"name_key" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"kind" text NOT NULL,
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "region_countries" (
	"region_id" text NOT NULL,
	"country_id" text NOT NULL,
	CONSTRAINT "region_countries_region_id_country_id_pk" PRIMARY KEY("region_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_currency" text NOT NULL,
	"markup_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_countries" ADD CONSTRAINT "region_countries_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_countries" ADD CONSTRAINT "region_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_country" ON "bundles" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "bundles_region" ON "bundles" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "bundles_popular" ON "bundles" USING btree ("is_popular") WHERE "bundles"."is_popular";--> statement-breakpoint
CREATE INDEX "countries_name_key_trgm" ON "countries" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "region_countries_country" ON "region_countries" USING btree ("country_id");