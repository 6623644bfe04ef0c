ALTER TABLE "oauth_states" ADD COLUMN "trip_country_id" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "trip_country_name" text;