-- Issue 37 §5 (NAC-DGERCGC25-00000014, since 2025-08-01): annulling a nota de crédito, nota de débito or
-- retención waits for the receiver's acceptance. The document stays AUTORIZADA (still valid) while its
-- annulment is PENDIENTE DE ACEPTACIÓN; ACEPTADA makes it ANULADA, RECHAZADA (or silence past `plazo`)
-- leaves it AUTORIZADA. Annulments recorded before were accepted at once.
ALTER TABLE "anulaciones" ADD COLUMN IF NOT EXISTS "estado" text DEFAULT 'ACEPTADA' NOT NULL;--> statement-breakpoint
ALTER TABLE "anulaciones" ADD COLUMN IF NOT EXISTS "plazo" text;--> statement-breakpoint
ALTER TABLE "anulaciones" ADD COLUMN IF NOT EXISTS "respuesta_usuario" text;--> statement-breakpoint
ALTER TABLE "anulaciones" ADD COLUMN IF NOT EXISTS "respuesta_fecha" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anulaciones" DROP CONSTRAINT IF EXISTS "anulaciones_estado_ck";--> statement-breakpoint
ALTER TABLE "anulaciones" ADD CONSTRAINT "anulaciones_estado_ck" CHECK ("anulaciones"."estado" in ('PENDIENTE DE ACEPTACIÓN', 'ACEPTADA', 'RECHAZADA'));
