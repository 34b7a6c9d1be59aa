import { z } from "zod";
import { ApiError, apiRequest } from "../../app/lib/api-client.server";
import type { LeadRef } from "./queue";

const stateAnswer = z.object({
  status: z.string(),
  // An agency's own backend may not know owners: then the reminder goes to the leads addresses.
  owner: z.object({ name: z.string(), email: z.string().email() }).nullable().catch(null).default(null),
});

export type LeadState = z.infer<typeof stateAnswer>;

/**
 * The lead's status and owner now, asked with the site key (GET /staff/leads/:kind/:id/status);
 * null when the API no longer has it (deleted). Any other failure throws, to be tried again.
 */
export async function leadState(lead: LeadRef): Promise<LeadState | null> {
  try {
    const answer = await apiRequest(`/staff/leads/${lead.kind}/${lead.id}/status`);
    return stateAnswer.parse(answer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
