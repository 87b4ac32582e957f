ALTER TABLE "productos" ADD COLUMN "irbpnr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "botellas_por_unidad" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "ice_codigo" smallint;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_botellas_ck" CHECK ("productos"."botellas_por_unidad" >= 1);--> statement-breakpoint
ALTER TABLE "emisores" ADD COLUMN "cobra_ice" boolean DEFAULT false NOT NULL;
