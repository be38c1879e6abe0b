-- Peruvian legal requirements (docs/decisions/180–186): the Libro de Reclamaciones virtual
-- (sheets numbered per calendar year, immutable, answered once), personal-data consents with the
-- policy version, the USD→PEN exchange rate set by admins, providers' RUC/DNI, and attachments on
-- outgoing mail (the sheet's PDF). Hand-written; runs on PostgreSQL 15 and PGlite.
CREATE TABLE "complaint_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"business_name" text NOT NULL,
	"business_ruc" text NOT NULL,
	"business_address" text NOT NULL,
	"consumer_name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_minor" boolean NOT NULL DEFAULT false,
	"guardian_name" text,
	"service" text NOT NULL,
	"provider_id" integer,
	"provider_name" text,
	"provider_slug" text,
	"reference" text,
	"amount_cents" integer,
	"currency" text NOT NULL DEFAULT 'PEN',
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"request" text NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_year_number_key" UNIQUE("year","number"),
	CONSTRAINT "complaints_kind_check" CHECK ("kind" IN ('reclamo', 'queja')),
	CONSTRAINT "complaints_document_type_check" CHECK ("document_type" IN ('DNI', 'CE', 'PASAPORTE', 'RUC')),
	CONSTRAINT "complaints_currency_check" CHECK ("currency" IN ('PEN', 'USD'))
);
--> statement-breakpoint
CREATE INDEX "complaints_due_idx" ON "complaints" USING btree ("due_date","id");
--> statement-breakpoint
CREATE TABLE "complaint_answers" (
	"complaint_id" integer PRIMARY KEY NOT NULL REFERENCES "complaints"("id"),
	"answer" text NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Sheets and answers are kept unchanged (at least two years, DS 011-2011-PCM art. 7): the database
-- refuses UPDATE, DELETE and TRUNCATE on them, whoever asks.
CREATE FUNCTION "legal_records_are_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'Las hojas del Libro de Reclamaciones no se pueden modificar ni eliminar (%).', TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "complaints_immutable" BEFORE UPDATE OR DELETE ON "complaints"
	FOR EACH ROW EXECUTE FUNCTION "legal_records_are_immutable"();
--> statement-breakpoint
CREATE TRIGGER "complaints_no_truncate" BEFORE TRUNCATE ON "complaints"
	FOR EACH STATEMENT EXECUTE FUNCTION "legal_records_are_immutable"();
--> statement-breakpoint
CREATE TRIGGER "complaint_answers_immutable" BEFORE UPDATE OR DELETE ON "complaint_answers"
	FOR EACH ROW EXECUTE FUNCTION "legal_records_are_immutable"();
--> statement-breakpoint
CREATE TRIGGER "complaint_answers_no_truncate" BEFORE TRUNCATE ON "complaint_answers"
	FOR EACH STATEMENT EXECUTE FUNCTION "legal_records_are_immutable"();
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_kind_check" CHECK ("kind" IN ('terms_privacy', 'marketing'))
);
--> statement-breakpoint
CREATE INDEX "user_consents_user_idx" ON "user_consents" USING btree ("user_id","kind","id");
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"usd_pen" numeric(8, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("usd_pen" > 0)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "ruc" text;
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "legal_name" text;
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "dni" text;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
