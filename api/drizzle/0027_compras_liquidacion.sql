-- Issue #41 §2: a liquidación de compra the company issues becomes a purchase (origen 'liquidacion'),
-- on which it may issue a retención like on any supplier invoice.
ALTER TABLE "compras" DROP CONSTRAINT IF EXISTS "compras_origen_ck";--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_origen_ck" CHECK ("compras"."origen" in ('clave', 'archivo', 'manual', 'liquidacion'));
