-- «Enviar por WhatsApp» of a document: who sent it (the user, and their name then), when and to which number (5939…).
CREATE TABLE IF NOT EXISTS "envios_whatsapp" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"documento_id" uuid NOT NULL REFERENCES "documentos"("id") ON DELETE cascade,
	"emisor_id" uuid NOT NULL REFERENCES "emisores"("id"),
	"usuario_id" uuid NOT NULL,
	"usuario" text NOT NULL,
	"telefono" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "envios_whatsapp_documento_idx" ON "envios_whatsapp" ("documento_id", "created_at");
