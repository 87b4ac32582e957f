-- Saved carriers of the guía de remisión (06): a company keeps the transportistas (and their vehicles) it
-- ships with, to choose one again instead of typing it. One row per identificación and placa.
CREATE TABLE IF NOT EXISTS "transportistas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL REFERENCES "emisores"("id"),
	"tipo_identificacion" text NOT NULL,
	"identificacion" text NOT NULL,
	"razon_social" text NOT NULL,
	"placa" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "transportistas_emisor_identificacion_placa_uq" ON "transportistas" ("emisor_id", "identificacion", "placa");
