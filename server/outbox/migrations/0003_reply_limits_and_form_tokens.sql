CREATE TABLE "site_form_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reply_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"replies" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reply_recipients" (
	"recipient" text PRIMARY KEY NOT NULL,
	"replied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_form_tokens_created_idx" ON "site_form_tokens" USING btree ("created_at");