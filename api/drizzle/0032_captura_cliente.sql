-- «Datos del cliente por QR»: one-use links, valid 10 minutes, through which a buyer types their own data on
-- their phone for the clerk's invoice screen. Only the token's SHA-256 is kept.
CREATE TABLE IF NOT EXISTS "capturas_cliente" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"emisor_id" uuid NOT NULL REFERENCES "emisores"("id"),
	"usuario_id" uuid NOT NULL REFERENCES "usuarios"("id"),
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"datos" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "capturas_cliente_expira_en_idx" ON "capturas_cliente" ("expira_en");
