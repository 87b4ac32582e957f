CREATE TABLE "idempotencia" (
	"emisor_id" uuid NOT NULL,
	"clave" text NOT NULL,
	"huella" text NOT NULL,
	"documento_id" uuid,
	"respuesta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_emisor_id_clave_pk" PRIMARY KEY("emisor_id","clave")
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_en_curso_idx" ON "documentos" USING btree ("estado","fecha") WHERE "documentos"."estado" in ('INGRESADA', 'PENDIENTE', 'RECIBIDA');--> statement-breakpoint
CREATE INDEX "documentos_modificado_idx" ON "documentos" USING btree ("emisor_id","documento_modificado") WHERE "documentos"."documento_modificado" is not null;