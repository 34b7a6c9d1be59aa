CREATE TABLE "case_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"client" text NOT NULL,
	"industry" text NOT NULL,
	"challenge" text NOT NULL,
	"what_we_did" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_image" text,
	"alt_text" text,
	"position" integer NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"experience" text NOT NULL,
	"summary" text,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "case_studies_position_idx" ON "case_studies" USING btree ("position");--> statement-breakpoint
CREATE INDEX "openings_position_idx" ON "openings" USING btree ("position");