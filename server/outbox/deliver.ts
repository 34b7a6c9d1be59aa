import { ApiError } from "../../app/lib/api-client.server";
import { arrivedLead } from "../../app/lib/forms/arrived-lead.server";
import { postApplication, postEnquiry } from "../../app/lib/forms/upstream.server";
import type { ArrivedLead } from "../mail/notifications-types";
import { applicationPayloadSchema, enquiryPayloadSchema } from "./payload";
import type { OutboxRow } from "./schema";

/**
 * Sends one kept submission with the idempotency key of its first try, and answers the lead it
 * became (null when the API's answer names no id). Throws what the API said.
 */
export async function deliverOutboxRow(row: OutboxRow): Promise<ArrivedLead | null> {
  const { idempotencyKey } = row;
  if (row.kind === "enquiry") {
    const payload = enquiryPayloadSchema.parse(row.payload);
    const receipt = await postEnquiry(payload.body, { idempotencyKey, clientIp: payload.clientIp });
    return receipt && arrivedLead({ kind: "enquiry", idempotencyKey, payload }, receipt);
  }
  const payload = applicationPayloadSchema.parse(row.payload);
  if (!row.file) throw new Error("the resume of this application is missing");
  const file = row.file;
  const receipt = await postApplication(payload.fields, { ...payload.resume, bytes: file }, { idempotencyKey, clientIp: payload.clientIp });
  return receipt && arrivedLead({ kind: "application", idempotencyKey, payload, file }, receipt);
}

/** HTTP answers that say "not now" rather than "never". */
const RETRY_STATUSES = new Set([408, 409, 425, 429]);

/**
 * Whether a failed delivery is worth another try: no answer, a server fault, or a "not now".
 * Any other 4xx is the API refusing the content, which no retry will change.
 */
export function shouldRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === null || error.status >= 500 || RETRY_STATUSES.has(error.status);
}
