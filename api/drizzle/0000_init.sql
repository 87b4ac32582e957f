CREATE TABLE "compradores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"tipo_identificacion" text NOT NULL,
	"identificacion" text NOT NULL,
	"razon_social" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"ambiente" smallint NOT NULL,
	"estab" text NOT NULL,
	"pto_emi" text NOT NULL,
	"secuencial" text NOT NULL,
	"clave_acceso" text NOT NULL,
	"estado" text DEFAULT 'INGRESADA' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_emision" text NOT NULL,
	"comprador_tipo_identificacion" text NOT NULL,
	"comprador_identificacion" text NOT NULL,
	"comprador_razon_social" text NOT NULL,
	"comprador_direccion" text DEFAULT '' NOT NULL,
	"comprador_email" text DEFAULT '' NOT NULL,
	"importe_total" numeric(14, 2) NOT NULL,
	"moneda" text DEFAULT 'USD' NOT NULL,
	"payload" jsonb NOT NULL,
	"xml_firmado" text,
	"numero_autorizacion" text,
	"fecha_autorizacion" timestamp with time zone,
	"xml_autorizado" text,
	"mensajes_sri" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documento_modificado" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_clave_acceso_unique" UNIQUE("clave_acceso"),
	CONSTRAINT "documentos_tipo_ck" CHECK ("documentos"."tipo" in ('01', '04')),
	CONSTRAINT "documentos_ambiente_ck" CHECK ("documentos"."ambiente" in (1, 2)),
	CONSTRAINT "documentos_estado_ck" CHECK ("documentos"."estado" in ('INGRESADA', 'RECIBIDA', 'NO RECIBIDA', 'PENDIENTE', 'AUTORIZADA', 'NO AUTORIZADA', 'POR AUTORIZAR'))
);
--> statement-breakpoint
CREATE TABLE "almacenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"ciudad" text DEFAULT '' NOT NULL,
	"responsable" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"producto_id" uuid NOT NULL,
	"almacen_id" uuid NOT NULL,
	"numero_serie" text,
	"stock" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DISPONIBLE' NOT NULL,
	"detalle" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_stock_ck" CHECK ("items"."stock" >= 0),
	CONSTRAINT "items_status_ck" CHECK ("items"."status" in ('DISPONIBLE', 'RESERVADO', 'VENDIDO', 'DEVUELTO', 'ELIMINADO'))
);
--> statement-breakpoint
CREATE TABLE "movimiento_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"movimiento_id" uuid NOT NULL,
	"item_id" uuid,
	"producto_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"cantidad" numeric(14, 2) NOT NULL,
	"numero_serie" text,
	"detalle" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"tipo_movimiento" text NOT NULL,
	"origen_id" uuid,
	"destino_id" uuid,
	"observacion" text DEFAULT '' NOT NULL,
	"documento_referencia" text,
	"usuario_id" uuid,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimientos_tipo_ck" CHECK ("movimientos"."tipo_movimiento" in ('ENTRADA', 'SALIDA', 'TRASLADO', 'DEVOLUCIÓN', 'ELIMINACIÓN'))
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"categoria" text DEFAULT '' NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"unidad_medida" text DEFAULT 'unidad' NOT NULL,
	"serializado" boolean DEFAULT false NOT NULL,
	"inventariado" boolean DEFAULT false NOT NULL,
	"stock_minimo" numeric(14, 2) DEFAULT 0 NOT NULL,
	"impuesto" text DEFAULT 'IVA 15%' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_precio_ck" CHECK ("productos"."precio" > 0),
	CONSTRAINT "productos_stock_minimo_ck" CHECK ("productos"."stock_minimo" >= 0),
	CONSTRAINT "productos_serializado_ck" CHECK (not "productos"."serializado" or "productos"."inventariado")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emisores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ruc" text NOT NULL,
	"razon_social" text NOT NULL,
	"nombre_comercial" text NOT NULL,
	"dir_matriz" text NOT NULL,
	"obligado_contabilidad" boolean DEFAULT false NOT NULL,
	"contribuyente_rimpe" text,
	"certificado_p12" "bytea",
	"certificado_clave_cifrada" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emisores_ruc_unique" UNIQUE("ruc")
);
--> statement-breakpoint
CREATE TABLE "establecimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"direccion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puntos_emision" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establecimiento_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secuenciales" (
	"punto_emision_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"ambiente" smallint NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "secuenciales_punto_emision_id_tipo_ambiente_pk" PRIMARY KEY("punto_emision_id","tipo","ambiente"),
	CONSTRAINT "secuenciales_ambiente_ck" CHECK ("secuenciales"."ambiente" in (1, 2)),
	CONSTRAINT "secuenciales_ultimo_ck" CHECK ("secuenciales"."ultimo" between 0 and 999999999)
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"usuario" text NOT NULL,
	"clave_hash" text NOT NULL,
	"usar_inventario" boolean DEFAULT true NOT NULL,
	"cambiar_almacen" boolean DEFAULT false NOT NULL,
	"almacen_id" uuid,
	"ambiente" smallint,
	"punto_emision_id" uuid,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_usuario_unique" UNIQUE("usuario"),
	CONSTRAINT "usuarios_ambiente_ck" CHECK ("usuarios"."ambiente" is null or "usuarios"."ambiente" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "compradores" ADD CONSTRAINT "compradores_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almacenes" ADD CONSTRAINT "almacenes_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_almacen_id_almacenes_id_fk" FOREIGN KEY ("almacen_id") REFERENCES "public"."almacenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_items" ADD CONSTRAINT "movimiento_items_movimiento_id_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_items" ADD CONSTRAINT "movimiento_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_items" ADD CONSTRAINT "movimiento_items_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_origen_id_almacenes_id_fk" FOREIGN KEY ("origen_id") REFERENCES "public"."almacenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_destino_id_almacenes_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."almacenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD CONSTRAINT "establecimientos_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_emision" ADD CONSTRAINT "puntos_emision_establecimiento_id_establecimientos_id_fk" FOREIGN KEY ("establecimiento_id") REFERENCES "public"."establecimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secuenciales" ADD CONSTRAINT "secuenciales_punto_emision_id_puntos_emision_id_fk" FOREIGN KEY ("punto_emision_id") REFERENCES "public"."puntos_emision"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_almacen_id_almacenes_id_fk" FOREIGN KEY ("almacen_id") REFERENCES "public"."almacenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_punto_emision_id_puntos_emision_id_fk" FOREIGN KEY ("punto_emision_id") REFERENCES "public"."puntos_emision"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compradores_emisor_identificacion_uq" ON "compradores" USING btree ("emisor_id","identificacion");--> statement-breakpoint
CREATE INDEX "documentos_emisor_fecha_idx" ON "documentos" USING btree ("emisor_id","fecha","id");--> statement-breakpoint
CREATE INDEX "documentos_emisor_identificacion_idx" ON "documentos" USING btree ("emisor_id","comprador_identificacion","fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_emisor_numero_uq" ON "documentos" USING btree ("emisor_id","secuencial","tipo","ambiente","estab","pto_emi");--> statement-breakpoint
CREATE UNIQUE INDEX "almacenes_emisor_nombre_uq" ON "almacenes" USING btree ("emisor_id",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_emisor_producto_serie_uq" ON "items" USING btree ("emisor_id","producto_id","numero_serie") WHERE "items"."numero_serie" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "items_producto_almacen_uq" ON "items" USING btree ("producto_id","almacen_id") WHERE "items"."numero_serie" is null;--> statement-breakpoint
CREATE INDEX "items_emisor_almacen_status_idx" ON "items" USING btree ("emisor_id","almacen_id","status");--> statement-breakpoint
CREATE INDEX "movimiento_items_movimiento_idx" ON "movimiento_items" USING btree ("movimiento_id");--> statement-breakpoint
CREATE INDEX "movimientos_emisor_fecha_idx" ON "movimientos" USING btree ("emisor_id","fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_documento_uq" ON "movimientos" USING btree ("emisor_id","tipo_movimiento","documento_referencia") WHERE "movimientos"."documento_referencia" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "productos_emisor_codigo_uq" ON "productos" USING btree ("emisor_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "establecimientos_emisor_codigo_uq" ON "establecimientos" USING btree ("emisor_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "puntos_emision_establecimiento_codigo_uq" ON "puntos_emision" USING btree ("establecimiento_id","codigo");