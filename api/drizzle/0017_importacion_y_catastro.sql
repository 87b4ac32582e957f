ALTER TABLE "compradores" ADD COLUMN "telefono" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "catastro_contribuyentes" (
	"identificacion" text PRIMARY KEY NOT NULL,
	"datos" jsonb,
	"consultado_en" timestamp with time zone DEFAULT now() NOT NULL
);
