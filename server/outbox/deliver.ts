import { ApiError } from "../../app/lib/api-client.server";
import { postApplication, postEnquiry } from "../../app/lib/forms/upstream.server";
import { applicationPayloadSchema, enquiryPayloadSchema } from "./payload";
import type { OutboxRow } from "./schema";

/** Sends one kept submission with the idempotency key of its first try. Throws what the API said. */
export async function deliverOutboxRow(row: OutboxRow): Promise<void> {
  if (row.kind === "enquiry") {
    const { body, clientIp } = enquiryPayloadSchema.parse(row.payload);
    await postEnquiry(body, { idempotencyKey: row.idempotencyKey, clientIp });
    return;
  }
  const { fields, resume, clientIp } = applicationPayloadSchema.parse(row.payload);
  if (!row.file) throw new Error("the resume of this application is missing");
  await postApplication(fields, { ...resume, bytes: row.file }, { idempotencyKey: row.idempotencyKey, clientIp });
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
