-- Issue #22: retenciones received on sales, supplier purchases, and comprobantes de retención (07) issued as documentos.
CREATE TABLE "compras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"origen" text NOT NULL,
	"clave_acceso" text,
	"cod_doc" text DEFAULT '01' NOT NULL,
	"numero" text NOT NULL,
	"fecha_emision" date NOT NULL,
	"numero_autorizacion" text NOT NULL,
	"proveedor_tipo_identificacion" text NOT NULL,
	"proveedor_identificacion" text NOT NULL,
	"proveedor_razon_social" text NOT NULL,
	"proveedor_direccion" text DEFAULT '' NOT NULL,
	"proveedor_email" text DEFAULT '' NOT NULL,
	"total_sin_impuestos" numeric(14, 2) NOT NULL,
	"bases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"importe_total" numeric(14, 2) NOT NULL,
	"xml" text,
	"creado_por" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compras_origen_ck" CHECK ("compras"."origen" in ('clave', 'archivo', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "retenciones_recibidas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"clave_acceso" text NOT NULL,
	"ambiente" smallint NOT NULL,
	"numero" text NOT NULL,
	"fecha_emision" date NOT NULL,
	"periodo_fiscal" text DEFAULT '' NOT NULL,
	"identificacion_agente" text NOT NULL,
	"razon_social_agente" text NOT NULL,
	"numero_autorizacion" text DEFAULT '' NOT NULL,
	"fecha_autorizacion" timestamp with time zone,
	"origen" text NOT NULL,
	"xml" text NOT NULL,
	"creado_por" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"eliminada_en" timestamp with time zone,
	"motivo_eliminacion" text,
	"eliminada_por" uuid,
	CONSTRAINT "retenciones_recibidas_origen_ck" CHECK ("retenciones_recibidas"."origen" in ('clave', 'archivo')),
	CONSTRAINT "retenciones_recibidas_ambiente_ck" CHECK ("retenciones_recibidas"."ambiente" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "retenciones_recibidas_lineas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"retencion_id" uuid NOT NULL,
	"documento_id" uuid NOT NULL,
	"impuesto" text NOT NULL,
	"codigo" text NOT NULL,
	"base_imponible" numeric(14, 2) NOT NULL,
	"porcentaje" numeric(7, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "retenciones_recibidas_lineas_impuesto_ck" CHECK ("retenciones_recibidas_lineas"."impuesto" in ('renta', 'iva'))
);
--> statement-breakpoint
ALTER TABLE "documentos" DROP CONSTRAINT "documentos_tipo_ck";--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "compra_id" uuid;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retenciones_recibidas" ADD CONSTRAINT "retenciones_recibidas_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retenciones_recibidas" ADD CONSTRAINT "retenciones_recibidas_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retenciones_recibidas" ADD CONSTRAINT "retenciones_recibidas_eliminada_por_usuarios_id_fk" FOREIGN KEY ("eliminada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retenciones_recibidas_lineas" ADD CONSTRAINT "retenciones_recibidas_lineas_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retenciones_recibidas_lineas" ADD CONSTRAINT "retenciones_recibidas_lineas_retencion_id_retenciones_recibidas_id_fk" FOREIGN KEY ("retencion_id") REFERENCES "public"."retenciones_recibidas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retenciones_recibidas_lineas" ADD CONSTRAINT "retenciones_recibidas_lineas_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compras_emisor_proveedor_numero_uq" ON "compras" USING btree ("emisor_id","proveedor_identificacion","cod_doc","numero");--> statement-breakpoint
CREATE INDEX "compras_emisor_fecha_idx" ON "compras" USING btree ("emisor_id","fecha_emision");--> statement-breakpoint
CREATE UNIQUE INDEX "retenciones_recibidas_emisor_clave_uq" ON "retenciones_recibidas" USING btree ("emisor_id","clave_acceso");--> statement-breakpoint
CREATE INDEX "retenciones_recibidas_emisor_fecha_idx" ON "retenciones_recibidas" USING btree ("emisor_id","fecha_emision");--> statement-breakpoint
CREATE INDEX "retenciones_recibidas_lineas_retencion_idx" ON "retenciones_recibidas_lineas" USING btree ("retencion_id");--> statement-breakpoint
CREATE INDEX "retenciones_recibidas_lineas_documento_idx" ON "retenciones_recibidas_lineas" USING btree ("emisor_id","documento_id");--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_compra_id_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_compra_idx" ON "documentos" USING btree ("compra_id") WHERE "documentos"."compra_id" is not null;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_tipo_ck" CHECK ("documentos"."tipo" in ('01', '04', '07'));