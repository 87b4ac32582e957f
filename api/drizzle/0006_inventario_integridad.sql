CREATE TABLE "notas_migracion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"migracion" text NOT NULL,
	"emisor_id" uuid,
	"detalle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movimientos" DROP CONSTRAINT "movimientos_tipo_ck";--> statement-breakpoint
DROP INDEX "productos_emisor_codigo_uq";--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "codigo_duplicado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notas_migracion_emisor_idx" ON "notas_migracion" USING btree ("emisor_id");--> statement-breakpoint
-- Existing codes that clash once case and surrounding spaces are ignored are neither merged nor a
-- reason to fail: the oldest product of each group keeps the code, the others are flagged and
-- reported in notas_migracion until someone gives them a free code.
UPDATE "productos" SET "codigo_duplicado" = true
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "emisor_id", lower(trim("codigo")) ORDER BY "created_at", "id") AS "orden"
	FROM "productos"
) AS "grupos"
WHERE "grupos"."id" = "productos"."id" AND "grupos"."orden" > 1;--> statement-breakpoint
INSERT INTO "notas_migracion" ("migracion", "emisor_id", "detalle")
SELECT '0006_inventario_integridad', "emisor_id",
	'Códigos de producto repetidos (sin distinguir mayúsculas ni espacios): '
	|| string_agg('"' || "codigo" || '"', ', ' ORDER BY "created_at", "id")
	|| '. Se conserva el primero; cambie el código de los demás.'
FROM "productos"
GROUP BY "emisor_id", lower(trim("codigo"))
HAVING count(*) > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "productos_emisor_codigo_uq" ON "productos" USING btree ("emisor_id",lower(trim("codigo"))) WHERE not "productos"."codigo_duplicado";--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_tipo_ck" CHECK ("movimientos"."tipo_movimiento" in ('ENTRADA', 'SALIDA', 'TRASLADO', 'DEVOLUCIÓN', 'ELIMINACIÓN', 'AJUSTE'));