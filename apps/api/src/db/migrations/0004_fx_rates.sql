CREATE TABLE "fx_rates" (
	"rates_date" text NOT NULL,
	"currency_code" text NOT NULL,
	"per_eur" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_rates_date_currency_code_pk" PRIMARY KEY("rates_date","currency_code")
);
