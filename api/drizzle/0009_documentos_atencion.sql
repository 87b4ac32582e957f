ALTER TABLE "documentos" ADD COLUMN "estado_desde" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "atencion" text;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "atencion_desde" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "documentos_por_autorizar_idx" ON "documentos" USING btree ("estado","fecha") WHERE "documentos"."estado" = 'POR AUTORIZAR' and "documentos"."atencion" is null;--> statement-breakpoint
-- Documents issued before: their state is at least as old as their authorization (or emission).
UPDATE "documentos" SET "estado_desde" = coalesce("fecha_autorizacion", "fecha");
