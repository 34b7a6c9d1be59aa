import { z } from "zod";
import { ApiError, apiRequest } from "../../app/lib/api-client.server";
import type { LeadRef } from "./queue";

const statusAnswer = z.object({ status: z.string() });

/**
 * The lead's status now, asked with the site key (GET /staff/leads/:kind/:id/status);
 * null when the API no longer has it (deleted). Any other failure throws, to be tried again.
 */
export async function leadStatus(lead: LeadRef): Promise<string | null> {
  try {
    const answer = await apiRequest(`/staff/leads/${lead.kind}/${lead.id}/status`);
    return statusAnswer.parse(answer).status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
