CREATE TABLE "cobros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"documento_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"forma_pago" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"referencia" text DEFAULT '' NOT NULL,
	"registrado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"eliminado_en" timestamp with time zone,
	"eliminado_por" uuid,
	"motivo_eliminacion" text,
	CONSTRAINT "cobros_valor_ck" CHECK ("cobros"."valor" > 0),
	CONSTRAINT "cobros_eliminacion_ck" CHECK (("cobros"."eliminado_en" is null) = ("cobros"."motivo_eliminacion" is null))
);
--> statement-breakpoint
ALTER TABLE "cobros" ADD CONSTRAINT "cobros_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobros" ADD CONSTRAINT "cobros_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobros" ADD CONSTRAINT "cobros_registrado_por_usuarios_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobros" ADD CONSTRAINT "cobros_eliminado_por_usuarios_id_fk" FOREIGN KEY ("eliminado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobros_documento_idx" ON "cobros" USING btree ("emisor_id","documento_id","fecha");--> statement-breakpoint
CREATE TABLE "recordatorios_cobro" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"identificacion" text NOT NULL,
	"destinatarios" jsonb NOT NULL,
	"documento_ids" jsonb NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"message_id" text,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	CONSTRAINT "recordatorios_cobro_estado_ck" CHECK ("recordatorios_cobro"."estado" in ('PENDIENTE', 'ENVIADO', 'FALLÓ'))
);
--> statement-breakpoint
ALTER TABLE "recordatorios_cobro" ADD CONSTRAINT "recordatorios_cobro_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordatorios_cobro_emisor_idx" ON "recordatorios_cobro" USING btree ("emisor_id","created_at");--> statement-breakpoint
CREATE TABLE "recordatorios_cobro_facturas" (
	"documento_id" uuid PRIMARY KEY NOT NULL,
	"emisor_id" uuid NOT NULL,
	"ultimo_envio" timestamp with time zone,
	"recordatorio_id" uuid
);
--> statement-breakpoint
ALTER TABLE "recordatorios_cobro_facturas" ADD CONSTRAINT "recordatorios_cobro_facturas_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordatorios_cobro_facturas" ADD CONSTRAINT "recordatorios_cobro_facturas_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordatorios_cobro_facturas" ADD CONSTRAINT "recordatorios_cobro_facturas_recordatorio_id_recordatorios_cobro_id_fk" FOREIGN KEY ("recordatorio_id") REFERENCES "public"."recordatorios_cobro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emisor_correo" ADD COLUMN "recordatorios_cobro" boolean DEFAULT false NOT NULL;
