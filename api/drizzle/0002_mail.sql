CREATE TABLE "emisor_correo" (
	"emisor_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"enviar_en_pruebas" boolean DEFAULT false NOT NULL,
	"smtp_url" text,
	"smtp_clave_cifrada" text,
	"remitente_nombre" text,
	"remitente_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entregas_correo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"documento_id" uuid NOT NULL,
	"emisor_id" uuid NOT NULL,
	"reenvio" boolean DEFAULT false NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"destinatarios" jsonb NOT NULL,
	"message_id" text,
	"motivo" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"enviando_desde" timestamp with time zone,
	"enviado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entregas_correo_estado_ck" CHECK ("entregas_correo"."estado" in ('PENDIENTE', 'ENVIADO', 'FALLÓ'))
);
--> statement-breakpoint
ALTER TABLE "emisor_correo" ADD CONSTRAINT "emisor_correo_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_correo" ADD CONSTRAINT "entregas_correo_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_correo" ADD CONSTRAINT "entregas_correo_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entregas_correo_automatica_uq" ON "entregas_correo" USING btree ("documento_id") WHERE not "entregas_correo"."reenvio";--> statement-breakpoint
CREATE INDEX "entregas_correo_documento_idx" ON "entregas_correo" USING btree ("documento_id","created_at");--> statement-breakpoint
CREATE INDEX "entregas_correo_pendientes_idx" ON "entregas_correo" USING btree ("created_at") WHERE "entregas_correo"."estado" = 'PENDIENTE';