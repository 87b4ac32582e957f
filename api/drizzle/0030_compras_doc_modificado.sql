-- Issue #42 §1: every document a supplier issues to the company is a purchase. A received nota de crédito (04)
-- or de débito (05) keeps the document it modifies (the ATS's docModificado fields); a received document's ICE
-- is kept too (the ATS's montoIce). Purchases registered before keep ICE 0 (none of their documents had ICE
-- read from them).
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "cod_doc_modificado" text;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "num_doc_modificado" text;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "fecha_emision_doc_modificado" date;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "monto_ice" numeric(14, 2) DEFAULT 0 NOT NULL;
