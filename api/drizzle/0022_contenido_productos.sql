-- ICE by content (issue 37): what one unit of a product holds (volumenMl, gradoAlcoholico, azucarGramos), so that
-- codes charged per litre of pure alcohol or per 100 g of sugar multiply by it. Products stored before keep '{}' and
-- are refused on sale until their content is given.
ALTER TABLE "productos" ADD COLUMN IF NOT EXISTS "contenido" jsonb DEFAULT '{}'::jsonb NOT NULL;
