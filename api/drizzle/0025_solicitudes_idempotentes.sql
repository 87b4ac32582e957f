-- Idempotency-Key for the money-writing routes (issue #37 §10): cobros, compras, retenciones recibidas and
-- anulación answer a retry with the first answer instead of writing twice. Keys are per emisor and route.
CREATE TABLE IF NOT EXISTS "solicitudes_idempotentes" (
	"emisor_id" uuid NOT NULL REFERENCES "emisores"("id"),
	"ruta" text NOT NULL,
	"clave" text NOT NULL,
	"huella" text NOT NULL,
	"dueno" uuid NOT NULL,
	"tomada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmada" boolean DEFAULT false NOT NULL,
	"estado" integer,
	"tipo" text,
	"cuerpo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("emisor_id", "ruta", "clave")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "solicitudes_idempotentes_created_at_idx" ON "solicitudes_idempotentes" ("created_at");
