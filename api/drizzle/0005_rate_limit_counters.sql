CREATE TABLE "rate_limit_counters" (
	"clave" text PRIMARY KEY NOT NULL,
	"contador" integer NOT NULL,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expira" ON "rate_limit_counters" USING btree ("expira");