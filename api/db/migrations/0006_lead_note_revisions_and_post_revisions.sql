CREATE TABLE "lead_note_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"author" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"autosave" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "lead_note_revisions" ADD CONSTRAINT "lead_note_revisions_event_id_lead_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."lead_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_note_revisions_event_idx" ON "lead_note_revisions" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "post_revisions_blog_idx" ON "post_revisions" USING btree ("blog_id","id");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_deleted_by_staff_members_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;