ALTER TABLE "login_codes" ADD COLUMN "requested_by" text;--> statement-breakpoint
CREATE INDEX "login_codes_requested_by" ON "login_codes" USING btree ("requested_by","created_at");