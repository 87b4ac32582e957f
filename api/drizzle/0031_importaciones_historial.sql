-- History brought from another system (the SRI's free Facturador or any other): the import, its uploaded
-- files until processed, one result per file, and on each imported document the import it came with.
CREATE TABLE IF NOT EXISTS "importaciones_historial" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL REFERENCES "emisores"("id"),
	"usuario_id" uuid NOT NULL,
	"estado" text DEFAULT 'procesando' NOT NULL,
	"total" integer NOT NULL,
	"procesados" integer DEFAULT 0 NOT NULL,
	"claves" jsonb,
	"arrendada_hasta" timestamp with time zone,
	"confirmacion" jsonb,
	"deshacer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importaciones_historial_estado_ck" CHECK ("estado" in ('procesando', 'lista', 'confirmada'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "importaciones_historial_emisor_idx" ON "importaciones_historial" ("emisor_id", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "importacion_fuentes" (
	"importacion_id" uuid NOT NULL REFERENCES "importaciones_historial"("id") ON DELETE cascade,
	"orden" integer NOT NULL,
	"nombre" text NOT NULL,
	"bytes" bytea NOT NULL,
	PRIMARY KEY ("importacion_id", "orden")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "importacion_resultados" (
	"importacion_id" uuid NOT NULL REFERENCES "importaciones_historial"("id") ON DELETE cascade,
	"orden" integer NOT NULL,
	"archivo" text NOT NULL,
	"estado" text NOT NULL,
	"mensaje" text NOT NULL,
	"clave_acceso" text,
	"numero" text,
	"cod_doc" text,
	PRIMARY KEY ("importacion_id", "orden")
);--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN IF NOT EXISTS "importacion_id" uuid REFERENCES "importaciones_historial"("id");--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN IF NOT EXISTS "importado_por_cobrar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documentos_importacion_idx" ON "documentos" ("importacion_id") WHERE "importacion_id" is not null;
