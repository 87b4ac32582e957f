-- «Productos más vendidos» net of credit notes (issue #25): an authorized credit note's lines take their
-- quantity and amount off the day it was authorized for, as its total does in ventas_diarias. The function
-- keeps its signature, so the triggers of 0010 call the new body.
CREATE OR REPLACE FUNCTION "resumen_ventas_documento"("doc" "documentos", "signo" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"d" date := (("doc"."fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date;
	"producto_signo" integer := CASE WHEN "doc"."tipo" = '04' THEN -"signo" ELSE "signo" END;
BEGIN
	INSERT INTO "ventas_diarias" AS "v" ("emisor_id", "ambiente", "dia", "estab", "tipo", "documentos", "importe_total")
	VALUES ("doc"."emisor_id", "doc"."ambiente", "d", "doc"."estab", "doc"."tipo", "signo", "signo" * "doc"."importe_total")
	ON CONFLICT ("emisor_id", "ambiente", "dia", "estab", "tipo") DO UPDATE
		SET "documentos" = "v"."documentos" + excluded."documentos", "importe_total" = "v"."importe_total" + excluded."importe_total";

	INSERT INTO "impuestos_diarios" AS "i" ("emisor_id", "ambiente", "dia", "estab", "tipo", "codigo", "codigo_porcentaje", "tarifa", "base_imponible", "valor")
	SELECT "doc"."emisor_id", "doc"."ambiente", "d", "doc"."estab", "doc"."tipo", "t"."codigo", "t"."codigo_porcentaje", "t"."tarifa",
		"signo" * "t"."base_imponible", "signo" * "t"."valor"
	FROM "documento_impuestos" "t" WHERE "t"."documento_id" = "doc"."id"
	ORDER BY "t"."codigo", "t"."codigo_porcentaje"
	ON CONFLICT ("emisor_id", "ambiente", "dia", "estab", "tipo", "codigo", "codigo_porcentaje") DO UPDATE
		SET "tarifa" = greatest("i"."tarifa", excluded."tarifa"), "base_imponible" = "i"."base_imponible" + excluded."base_imponible",
			"valor" = "i"."valor" + excluded."valor";

	IF "doc"."tipo" IN ('01', '04') AND jsonb_typeof("doc"."payload"->'factura'->'productos') = 'array' THEN
		INSERT INTO "productos_vendidos_diarios" AS "p" ("emisor_id", "ambiente", "dia", "codigo", "nombre", "cantidad", "total")
		SELECT "doc"."emisor_id", "doc"."ambiente", "d", "l"->>'codigo', coalesce(max("l"->>'nombre'), ''),
			"producto_signo" * coalesce(sum(("l"->>'cantidad')::numeric), 0),
			"producto_signo" * coalesce(sum(("l"->>'precioTotalSinImpuesto')::numeric), 0)
		FROM jsonb_array_elements("doc"."payload"->'factura'->'productos') "l"
		WHERE "l"->>'codigo' IS NOT NULL
		GROUP BY "l"->>'codigo'
		ORDER BY "l"->>'codigo'
		ON CONFLICT ("emisor_id", "ambiente", "dia", "codigo") DO UPDATE
			-- A credit note does not rename the product: the invoices' name stays.
			SET "nombre" = CASE WHEN "doc"."tipo" = '04' THEN "p"."nombre" ELSE excluded."nombre" END,
				"cantidad" = "p"."cantidad" + excluded."cantidad", "total" = "p"."total" + excluded."total";
	END IF;
END $$;
--> statement-breakpoint
-- The credit notes authorized so far come off too: the summary rebuilt from the documents.
DELETE FROM "productos_vendidos_diarios";
--> statement-breakpoint
INSERT INTO "productos_vendidos_diarios" ("emisor_id", "ambiente", "dia", "codigo", "nombre", "cantidad", "total")
SELECT "d"."emisor_id", "d"."ambiente", (("d"."fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date, "l"->>'codigo',
	coalesce(max("l"->>'nombre') FILTER (WHERE "d"."tipo" = '01'), max("l"->>'nombre'), ''),
	coalesce(sum(CASE WHEN "d"."tipo" = '04' THEN -1 ELSE 1 END * ("l"->>'cantidad')::numeric), 0),
	coalesce(sum(CASE WHEN "d"."tipo" = '04' THEN -1 ELSE 1 END * ("l"->>'precioTotalSinImpuesto')::numeric), 0)
FROM "documentos" "d" CROSS JOIN LATERAL jsonb_array_elements("d"."payload"->'factura'->'productos') "l"
WHERE "d"."estado" = 'AUTORIZADA' AND "d"."tipo" IN ('01', '04') AND jsonb_typeof("d"."payload"->'factura'->'productos') = 'array'
	AND "l"->>'codigo' IS NOT NULL
GROUP BY 1, 2, 3, 4;
