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
ALTER TABLE "resumenes_stock_bajo" ADD CONSTRAINT "resumenes_stock_bajo_emisor_id_emisores_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."emisores"("id") ON DELETE no action ON UPDATE no action;