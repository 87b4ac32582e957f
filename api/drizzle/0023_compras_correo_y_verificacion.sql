-- Issue #37 §2 and §7: the supplier's e-mail of a purchase, remembered per supplier RUC, and whether a
-- purchase's figures were checked against the SRI's authorized document.
--
-- Once, when `verificada` is added: purchases from the SRI or a file are verified (their figures are the
-- authorized XML's); typed ones with a 49-digit clave de acceso were never checked (false, «sin verificar»);
-- typed ones with a physical authorization have nothing electronic to check (null). The e-mail of purchases
-- from the SRI or a file was the invoice's infoAdicional, which holds the buyer's (the company's own) address:
-- it is cleared, so no retención goes there; the user writes the supplier's on the purchase.
DO $$
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = 'compras' AND column_name = 'verificada'
	) THEN
		ALTER TABLE "compras" ADD COLUMN "verificada" boolean;
		UPDATE "compras" SET "verificada" = true, "proveedor_email" = '' WHERE "origen" IN ('clave', 'archivo');
		UPDATE "compras" SET "verificada" = false WHERE "origen" = 'manual' AND length("numero_autorizacion") = 49;
	END IF;
END $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "correos_proveedores" (
	"emisor_id" uuid NOT NULL REFERENCES "emisores"("id"),
	"identificacion" text NOT NULL,
	"email" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correos_proveedores_emisor_id_identificacion_pk" PRIMARY KEY("emisor_id", "identificacion")
);
--> statement-breakpoint
-- The addresses typed so far: the latest typed purchase's per supplier.
INSERT INTO "correos_proveedores" ("emisor_id", "identificacion", "email", "actualizado_en")
SELECT DISTINCT ON ("emisor_id", "proveedor_identificacion") "emisor_id", "proveedor_identificacion", "proveedor_email", "creado_en"
FROM "compras"
WHERE "origen" = 'manual' AND "proveedor_email" <> ''
ORDER BY "emisor_id", "proveedor_identificacion", "creado_en" DESC
ON CONFLICT DO NOTHING;
