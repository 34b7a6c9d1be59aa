ALTER TABLE "staff_invitations" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;