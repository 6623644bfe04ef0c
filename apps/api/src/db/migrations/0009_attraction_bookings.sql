CREATE TABLE "attraction_bookings" (
	"order_line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"resource_id" text NOT NULL,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"places" smallint NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"supplier_reference" text,
	"tickets" jsonb,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attraction_slots" (
	"resource_id" text NOT NULL,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attraction_slots_resource_id_date_slot_pk" PRIMARY KEY("resource_id","date","slot")
);
--> statement-breakpoint
ALTER TABLE "attraction_bookings" ADD CONSTRAINT "attraction_bookings_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_bookings_order" ON "attraction_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "attraction_bookings_slot" ON "attraction_bookings" USING btree ("resource_id","date","slot");--> statement-breakpoint
DROP TABLE "attractions" CASCADE;