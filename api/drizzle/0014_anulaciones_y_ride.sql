ALTER TABLE "documentos" DROP CONSTRAINT "documentos_estado_ck";--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_estado_ck" CHECK ("documentos"."estado" in ('INGRESADA', 'RECIBIDA', 'NO RECIBIDA', 'PENDIENTE', 'AUTORIZADA', 'NO AUTORIZADA', 'POR AUTORIZAR', 'ANULADA'));--> statement-breakpoint
-- The company's data and logo as they were when the document was authorized: its RIDE never changes.
ALTER TABLE "documentos" ADD COLUMN "ride_emisor" jsonb;--> statement-breakpoint
-- Who confirmed, when and why a document was annulled in SRI en línea (one per document).
CREATE TABLE "anulaciones" (
	"documento_id" uuid PRIMARY KEY NOT NULL,
	"emisor_id" uuid NOT NULL,
	"usuario_id" uuid,
	"usuario" text NOT NULL,
	"motivo" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anulaciones" ADD CONSTRAINT "anulaciones_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anulaciones" ADD CONSTRAINT "anulaciones_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anulaciones" ADD CONSTRAINT "anulaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;
