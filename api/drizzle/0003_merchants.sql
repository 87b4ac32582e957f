ALTER TABLE "emisores" ADD COLUMN "certificado_info" jsonb;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "contribuyente_especial" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "agente_retencion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "regimen" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "plan" text DEFAULT 'gratis' NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "ambiente" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "logo_tipo" text;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "nombre_comercial" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "puntos_emision" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "administrar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "nombre" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "sesion_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emisores" ADD CONSTRAINT "emisores_regimen_ck" CHECK ("emisores"."regimen" in ('GENERAL', 'RIMPE EMPRENDEDOR', 'RIMPE NEGOCIO POPULAR'));--> statement-breakpoint
ALTER TABLE "emisores" ADD CONSTRAINT "emisores_plan_ck" CHECK ("emisores"."plan" in ('gratis', 'profesional', 'anual_pro'));--> statement-breakpoint
ALTER TABLE "emisores" ADD CONSTRAINT "emisores_ambiente_ck" CHECK ("emisores"."ambiente" in (1, 2));--> statement-breakpoint
-- Companies that existed before sign-up kept issuing as before: PRODUCCIÓN allowed, no plan limits.
UPDATE "emisores" SET "ambiente" = 2, "plan" = 'profesional';--> statement-breakpoint
UPDATE "emisores" SET "regimen" = CASE "contribuyente_rimpe"
  WHEN 'CONTRIBUYENTE RÉGIMEN RIMPE' THEN 'RIMPE EMPRENDEDOR'
  WHEN 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE' THEN 'RIMPE NEGOCIO POPULAR'
  ELSE 'GENERAL' END;--> statement-breakpoint
-- Users with every earlier permission administer their company (demo and otra in the demo data).
UPDATE "usuarios" SET "administrar" = true WHERE "usar_inventario" AND "cambiar_almacen";
