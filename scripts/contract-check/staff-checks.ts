import { fits, listOf } from "./expect";
import type { Probe } from "./probe";
import {
  auditListSchema,
  blockListSchema,
  boardSchema,
  caseStudySchema,
  countsSchema,
  errorSchema,
  heldCountSchema,
  insightsAnswerSchema,
  intakeSettingsSchema,
  kindsSchema,
  leadListSchema,
  leadSettingsSchema,
  mediaPageSchema,
  memberListSchema,
  openingSchema,
  postListSchema,
  queuePageSchema,
  staffBlogSchema,
  webhookSchema,
} from "./schemas";
import { z } from "zod";

/** Without a token a staff read is refused with 401 and the error shape: safe to ask any backend. */
export async function refusalCheck(probe: Probe): Promise<void> {
  await probe.ask({ path: "/staff/leads", status: [401], expect: fits(errorSchema) });
}

/**
 * The reads the console's pages make (app/lib/console), with the admin token for a staff session;
 * the calls about "me" need a person and are left out.
 */
export async function staffChecks(probe: Probe, adminToken: string): Promise<void> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const read = (path: string, expect: ReturnType<typeof fits>) => probe.ask({ path, headers, status: [200], expect });
  await read("/staff/leads", fits(leadListSchema));
  await read("/staff/leads/counts", fits(countsSchema));
  await read("/staff/members", listOf(memberListSchema.element, ["data", "members"]));
  await read("/staff/audit", fits(auditListSchema));
  await read("/staff/posts", fits(postListSchema));
  await read("/staff/blogs", listOf(staffBlogSchema, ["data", "blogs"]));
  await read("/staff/comments", fits(queuePageSchema));
  await read("/staff/comments/counts", fits(heldCountSchema));
  await read("/staff/comment-block-list", fits(blockListSchema));
  await read("/staff/lead-settings", fits(leadSettingsSchema));
  await read("/staff/settings/intake", fits(intakeSettingsSchema));
  await read("/staff/webhooks", fits(z.object({ data: z.array(webhookSchema) })));
  await read("/staff/hiring/board", fits(boardSchema));
  await read("/staff/insights", fits(insightsAnswerSchema));
  await read("/staff/openings", fits(z.array(openingSchema)));
  await read("/staff/case-studies", fits(z.array(caseStudySchema)));
  await read("/staff/media?page=1&per_page=20", fits(mediaPageSchema));
  await read("/staff/site-content", fits(kindsSchema));
}
