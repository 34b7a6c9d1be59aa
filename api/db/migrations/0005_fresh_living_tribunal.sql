CREATE TABLE "lead_follow_ups" (
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"assignee_id" integer,
	"assigned_at" timestamp with time zone,
	"next_step_at" timestamp with time zone,
	"next_step_text" text,
	"next_step_reminded_at" timestamp with time zone,
	"value_rupees" integer,
	"lost_reason" text,
	"first_response_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_follow_ups_lead_kind_lead_id_pk" PRIMARY KEY("lead_kind","lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"rotation_staff_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rotation_turn" integer DEFAULT 0 NOT NULL,
	"whatsapp_enquiry_template" text,
	"whatsapp_application_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_follow_ups_assignee_idx" ON "lead_follow_ups" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "lead_follow_ups_next_step_idx" ON "lead_follow_ups" USING btree ("next_step_at") WHERE "lead_follow_ups"."next_step_reminded_at" is null;