-- The SRI's six electronic documents: besides facturas (01), notas de crédito (04) and retenciones (07),
-- liquidaciones de compra (03), notas de débito (05) and guías de remisión (06) are issued documents.
ALTER TABLE "documentos" DROP CONSTRAINT IF EXISTS "documentos_tipo_ck";--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_tipo_ck" CHECK ("documentos"."tipo" in ('01', '03', '04', '05', '06', '07'));
