-- One company e-mail: the Reply-To is emisores.email (sign-up, Empresa page); keep an address set only here.
UPDATE "emisores" SET "email" = "emisor_correo"."email" FROM "emisor_correo" WHERE "emisor_correo"."emisor_id" = "emisores"."id" AND "emisores"."email" = '' AND coalesce("emisor_correo"."email", '') <> '';--> statement-breakpoint
ALTER TABLE "emisor_correo" DROP COLUMN "email";
