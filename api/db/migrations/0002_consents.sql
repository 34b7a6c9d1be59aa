CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_version" integer NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"language" text NOT NULL,
	"replaces" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");