CREATE TABLE "comment_digest_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"digest_key" text NOT NULL,
	"notice" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "comment_digest_items_digest_idx" ON "comment_digest_items" USING btree ("digest_key");