CREATE TABLE "site_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"message" jsonb NOT NULL,
	"only_if_new_lead" jsonb,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	CONSTRAINT "site_mail_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "site_mail_due_idx" ON "site_mail" USING btree ("next_attempt_at") WHERE "site_mail"."sent_at" is null and "site_mail"."dropped_at" is null;