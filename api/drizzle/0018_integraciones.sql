CREATE TABLE "claves_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"prefijo" text NOT NULL,
	"hash" text NOT NULL,
	"permisos" jsonb NOT NULL,
	"creada_por" uuid NOT NULL,
	"ultimo_uso" timestamp with time zone,
	"revocada_en" timestamp with time zone,
	"revocada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"url" text NOT NULL,
	"eventos" jsonb NOT NULL,
	"secreto_cifrado" text NOT NULL,
	"creado_por" uuid NOT NULL,
	"eliminado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emisor_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"evento" text NOT NULL,
	"evento_clave" text NOT NULL,
	"cuerpo" jsonb NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_codigo" integer,
	"ultimo_error" text,
	"proximo_intento" timestamp with time zone,
	"enviando_desde" timestamp with time zone,
	"historial" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entregada_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_entregas_estado_ck" CHECK ("webhook_entregas"."estado" in ('PENDIENTE', 'ENTREGADA', 'FALLIDA'))
);
--> statement-breakpoint
ALTER TABLE "claves_api" ADD CONSTRAINT "claves_api_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claves_api" ADD CONSTRAINT "claves_api_creada_por_usuarios_id_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claves_api" ADD CONSTRAINT "claves_api_revocada_por_usuarios_id_fk" FOREIGN KEY ("revocada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claves_api_hash_uq" ON "claves_api" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "claves_api_emisor_idx" ON "claves_api" USING btree ("emisor_id","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_emisor_idx" ON "webhooks" USING btree ("emisor_id") WHERE "webhooks"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_entregas_evento_uq" ON "webhook_entregas" USING btree ("webhook_id","evento_clave");--> statement-breakpoint
CREATE INDEX "webhook_entregas_webhook_idx" ON "webhook_entregas" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_entregas_pendientes_idx" ON "webhook_entregas" USING btree ("created_at") WHERE "webhook_entregas"."estado" = 'PENDIENTE';
