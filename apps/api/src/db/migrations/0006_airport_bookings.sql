CREATE TABLE "airport_bookings" (
	"order_line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"resource_id" text NOT NULL,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"places" smallint NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"pass_id" text,
	"provider_reference" text,
	"cancelled_at" timestamp with time zone,
	"refund_minor" integer,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airport_bookings_pass_id_unique" UNIQUE("pass_id")
);
--> statement-breakpoint
CREATE TABLE "airport_slots" (
	"resource_id" text NOT NULL,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "airport_slots_resource_id_date_slot_pk" PRIMARY KEY("resource_id","date","slot")
);
--> statement-breakpoint
ALTER TABLE "airport_bookings" ADD CONSTRAINT "airport_bookings_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airport_bookings_order" ON "airport_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "airport_bookings_slot" ON "airport_bookings" USING btree ("resource_id","date","slot");