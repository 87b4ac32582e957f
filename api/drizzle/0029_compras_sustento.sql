-- Issue #42 §1: what the ATS needs of each purchase. The accountant sets its sustento tributario
-- (Tabla 5 of the ATS catalogue) and whether it gives crédito tributario; the forma de pago is kept for
-- purchases above USD 1,000 whose document does not carry one (a typed purchase). All null until set.
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "cod_sustento" text;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "credito_tributario" boolean;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN IF NOT EXISTS "forma_pago" text;
