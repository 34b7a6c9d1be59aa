CREATE TABLE "comment_block_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_block_list_phrase_key" ON "comment_block_list" USING btree (lower("phrase"));--> statement-breakpoint
CREATE INDEX "comments_status_created_idx" ON "comments" USING btree ("status","created_at");