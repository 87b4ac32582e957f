CREATE TABLE "documento_impuestos" (
	"documento_id" uuid NOT NULL,
	"codigo" smallint NOT NULL,
	"codigo_porcentaje" smallint NOT NULL,
	"tarifa" numeric(5, 2),
	"base_imponible" numeric(14, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "documento_impuestos_documento_id_codigo_codigo_porcentaje_pk" PRIMARY KEY("documento_id","codigo","codigo_porcentaje")
);
--> statement-breakpoint
ALTER TABLE "documento_impuestos" ADD CONSTRAINT "documento_impuestos_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_autorizados_idx" ON "documentos" USING btree ("emisor_id","ambiente","fecha") WHERE "documentos"."estado" = 'AUTORIZADA';--> statement-breakpoint
-- Documents issued before this table: their lines' verified impuestos, summed per rate.
INSERT INTO "documento_impuestos" ("documento_id", "codigo", "codigo_porcentaje", "tarifa", "base_imponible", "valor")
SELECT d."id", (i->>'codigo')::smallint, (i->>'codigoPorcentaje')::smallint, max((i->>'tarifa')::numeric),
	sum((i->>'baseImponible')::numeric), sum((i->>'valor')::numeric)
FROM "documentos" d
	CROSS JOIN LATERAL jsonb_array_elements(d."payload"->'factura'->'productos') p
	CROSS JOIN LATERAL jsonb_array_elements(p->'impuestos') i
WHERE jsonb_typeof(d."payload"->'factura'->'productos') = 'array'
GROUP BY d."id", (i->>'codigo')::smallint, (i->>'codigoPorcentaje')::smallint;
