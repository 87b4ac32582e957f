CREATE TABLE "resumenes_stock_bajo" (
	"emisor_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"destinatario" text NOT NULL,
	"productos" integer NOT NULL,
	"message_id" text,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	CONSTRAINT "resumenes_stock_bajo_emisor_id_fecha_pk" PRIMARY KEY("emisor_id","fecha"),
	CONSTRAINT "resumenes_stock_bajo_estado_ck" CHECK ("resumenes_stock_bajo"."estado" in ('PENDIENTE', 'ENVIADO', 'FALLÓ'))
);
--> statement-breakpoint
ALTER TABLE "emisor_correo" ADD COLUMN "resumen_stock_bajo" boolean;--> statement-breakpoint
ALTER TABLE "resumenes_stock_bajo" ADD CONSTRAINT "resumenes_stock_bajo_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "impuestos_diarios" (
	"emisor_id" uuid NOT NULL,
	"ambiente" smallint NOT NULL,
	"dia" date NOT NULL,
	"estab" text NOT NULL,
	"tipo" text NOT NULL,
	"codigo" smallint NOT NULL,
	"codigo_porcentaje" smallint NOT NULL,
	"tarifa" numeric(5, 2),
	"base_imponible" numeric(16, 2) DEFAULT '0' NOT NULL,
	"valor" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "impuestos_diarios_emisor_id_ambiente_dia_estab_tipo_codigo_codigo_porcentaje_pk" PRIMARY KEY("emisor_id","ambiente","dia","estab","tipo","codigo","codigo_porcentaje")
);
--> statement-breakpoint
CREATE TABLE "productos_vendidos_diarios" (
	"emisor_id" uuid NOT NULL,
	"ambiente" smallint NOT NULL,
	"dia" date NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"cantidad" numeric DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "productos_vendidos_diarios_emisor_id_ambiente_dia_codigo_pk" PRIMARY KEY("emisor_id","ambiente","dia","codigo")
);
--> statement-breakpoint
CREATE TABLE "ventas_diarias" (
	"emisor_id" uuid NOT NULL,
	"ambiente" smallint NOT NULL,
	"dia" date NOT NULL,
	"estab" text NOT NULL,
	"tipo" text NOT NULL,
	"documentos" integer DEFAULT 0 NOT NULL,
	"importe_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ventas_diarias_emisor_id_ambiente_dia_estab_tipo_pk" PRIMARY KEY("emisor_id","ambiente","dia","estab","tipo")
);
--> statement-breakpoint
ALTER TABLE "impuestos_diarios" ADD CONSTRAINT "impuestos_diarios_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_vendidos_diarios" ADD CONSTRAINT "productos_vendidos_diarios_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_diarias" ADD CONSTRAINT "ventas_diarias_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_emisor_ambiente_fecha_idx" ON "documentos" USING btree ("emisor_id","ambiente","fecha","tipo","estado","estab");--> statement-breakpoint
CREATE INDEX "documentos_atencion_idx" ON "documentos" USING btree ("emisor_id","ambiente","fecha") WHERE "documentos"."estado" in ('NO RECIBIDA', 'NO AUTORIZADA', 'PENDIENTE', 'POR AUTORIZAR');--> statement-breakpoint
CREATE INDEX "entregas_correo_fallidas_idx" ON "entregas_correo" USING btree ("emisor_id") WHERE "entregas_correo"."estado" = 'FALLÓ';--> statement-breakpoint
-- Adds (signo 1) or takes away (signo -1) an authorized document's figures from its Ecuadorian day
-- (UTC-05:00, no DST). Rows are upserted in key order so two transactions never wait on each other in a cycle.
CREATE FUNCTION "resumen_ventas_documento"("doc" "documentos", "signo" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"d" date := (("doc"."fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date;
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

	IF "doc"."tipo" = '01' AND jsonb_typeof("doc"."payload"->'factura'->'productos') = 'array' THEN
		INSERT INTO "productos_vendidos_diarios" AS "p" ("emisor_id", "ambiente", "dia", "codigo", "nombre", "cantidad", "total")
		SELECT "doc"."emisor_id", "doc"."ambiente", "d", "l"->>'codigo', coalesce(max("l"->>'nombre'), ''),
			"signo" * coalesce(sum(("l"->>'cantidad')::numeric), 0), "signo" * coalesce(sum(("l"->>'precioTotalSinImpuesto')::numeric), 0)
		FROM jsonb_array_elements("doc"."payload"->'factura'->'productos') "l"
		WHERE "l"->>'codigo' IS NOT NULL
		GROUP BY "l"->>'codigo'
		ORDER BY "l"->>'codigo'
		ON CONFLICT ("emisor_id", "ambiente", "dia", "codigo") DO UPDATE
			SET "nombre" = excluded."nombre", "cantidad" = "p"."cantidad" + excluded."cantidad", "total" = "p"."total" + excluded."total";
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "documentos_resumen_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."estado" = 'AUTORIZADA' THEN
		PERFORM "resumen_ventas_documento"(OLD, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."estado" = 'AUTORIZADA' THEN
		PERFORM "resumen_ventas_documento"(NEW, 1);
	END IF;
	-- BEFORE DELETE must return the row for the delete to go on; AFTER triggers ignore it.
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- A tax row added, changed or removed while its document is AUTORIZADA (documents usually get theirs before).
CREATE FUNCTION "documento_impuestos_resumen_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"doc" "documentos";
	"fila" "documento_impuestos";
	"signo" integer;
BEGIN
	FOREACH "signo" IN ARRAY ARRAY[-1, 1] LOOP
		IF ("signo" = -1 AND TG_OP = 'INSERT') OR ("signo" = 1 AND TG_OP = 'DELETE') THEN
			CONTINUE;
		END IF;
		IF "signo" = -1 THEN "fila" := OLD; ELSE "fila" := NEW; END IF;
		SELECT * INTO "doc" FROM "documentos" WHERE "id" = "fila"."documento_id" AND "estado" = 'AUTORIZADA';
		IF FOUND THEN
			INSERT INTO "impuestos_diarios" AS "i" ("emisor_id", "ambiente", "dia", "estab", "tipo", "codigo", "codigo_porcentaje", "tarifa", "base_imponible", "valor")
			VALUES ("doc"."emisor_id", "doc"."ambiente", (("doc"."fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date, "doc"."estab", "doc"."tipo",
				"fila"."codigo", "fila"."codigo_porcentaje", "fila"."tarifa", "signo" * "fila"."base_imponible", "signo" * "fila"."valor")
			ON CONFLICT ("emisor_id", "ambiente", "dia", "estab", "tipo", "codigo", "codigo_porcentaje") DO UPDATE
				SET "tarifa" = greatest("i"."tarifa", excluded."tarifa"), "base_imponible" = "i"."base_imponible" + excluded."base_imponible",
					"valor" = "i"."valor" + excluded."valor";
		END IF;
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "documentos_resumen_ins" AFTER INSERT ON "documentos"
	FOR EACH ROW WHEN (NEW."estado" = 'AUTORIZADA') EXECUTE FUNCTION "documentos_resumen_trg"();
--> statement-breakpoint
CREATE TRIGGER "documentos_resumen_upd" AFTER UPDATE OF "estado", "importe_total", "fecha", "ambiente", "estab", "tipo", "emisor_id", "payload" ON "documentos"
	FOR EACH ROW WHEN (OLD."estado" = 'AUTORIZADA' OR NEW."estado" = 'AUTORIZADA') EXECUTE FUNCTION "documentos_resumen_trg"();
--> statement-breakpoint
-- Before: the cascade would remove the tax rows before an AFTER trigger could subtract them.
CREATE TRIGGER "documentos_resumen_del" BEFORE DELETE ON "documentos"
	FOR EACH ROW WHEN (OLD."estado" = 'AUTORIZADA') EXECUTE FUNCTION "documentos_resumen_trg"();
--> statement-breakpoint
CREATE TRIGGER "documento_impuestos_resumen" AFTER INSERT OR UPDATE OR DELETE ON "documento_impuestos"
	FOR EACH ROW EXECUTE FUNCTION "documento_impuestos_resumen_trg"();
--> statement-breakpoint
-- The documents authorized so far (the triggers above already hold writers off these tables until commit).
INSERT INTO "ventas_diarias" ("emisor_id", "ambiente", "dia", "estab", "tipo", "documentos", "importe_total")
SELECT "emisor_id", "ambiente", (("fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date, "estab", "tipo", count(*), sum("importe_total")
FROM "documentos" WHERE "estado" = 'AUTORIZADA'
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "impuestos_diarios" ("emisor_id", "ambiente", "dia", "estab", "tipo", "codigo", "codigo_porcentaje", "tarifa", "base_imponible", "valor")
SELECT "d"."emisor_id", "d"."ambiente", (("d"."fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date, "d"."estab", "d"."tipo",
	"t"."codigo", "t"."codigo_porcentaje", max("t"."tarifa"), sum("t"."base_imponible"), sum("t"."valor")
FROM "documentos" "d" JOIN "documento_impuestos" "t" ON "t"."documento_id" = "d"."id"
WHERE "d"."estado" = 'AUTORIZADA'
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "productos_vendidos_diarios" ("emisor_id", "ambiente", "dia", "codigo", "nombre", "cantidad", "total")
SELECT "d"."emisor_id", "d"."ambiente", (("d"."fecha" AT TIME ZONE 'UTC') - interval '5 hours')::date, "l"->>'codigo',
	coalesce(max("l"->>'nombre'), ''), coalesce(sum(("l"->>'cantidad')::numeric), 0), coalesce(sum(("l"->>'precioTotalSinImpuesto')::numeric), 0)
FROM "documentos" "d" CROSS JOIN LATERAL jsonb_array_elements("d"."payload"->'factura'->'productos') "l"
WHERE "d"."estado" = 'AUTORIZADA' AND "d"."tipo" = '01' AND jsonb_typeof("d"."payload"->'factura'->'productos') = 'array'
	AND "l"->>'codigo' IS NOT NULL
GROUP BY 1, 2, 3, 4;
