import { ApiError } from "../api-client.server";
import type { Notifications, OutboxItem, SubmissionOutbox } from "../../../server/load-context";
import { arrivedLead } from "./arrived-lead.server";
import { failureTexts } from "./messages";
import { isTransient, postApplication, postEnquiry, type Receipt } from "./upstream.server";

export type SubmitOutcome = { outcome: "sent" | "queued" } | { failure: { status: number; messages: string[] } };

interface SubmitContext {
  clientIp: string;
  /** Absent only where no server started one (some tests); then a lost call is reported as such. */
  outbox?: SubmissionOutbox;
  /** Told of each lead the API stored (queued ones are told of when the outbox delivers them). */
  notifications?: Pick<Notifications, "leadArrived">;
}

/** The spec's failure text: the API's words, else its HTTP status, else the generic sentence. */
function failureFrom(error: unknown): { status: number; messages: string[] } {
  if (!(error instanceof ApiError)) {
    console.error("[forms] submission failed unexpectedly:", error);
    return {
      status: 500,
      messages: [failureTexts.generic, failureTexts.retry],
    };
  }
  const text = error.serverMessage ?? (error.status ? error.message : failureTexts.generic);
  const status = error.status && error.status < 500 ? error.status : 502;
  return { status, messages: [text, failureTexts.retry] };
}

/**
 * Tries the API once. If it cannot be reached or fails on its side, the submission goes to
 * the outbox and the visitor is told it was received, which is true: it will be delivered.
 */
async function sendOrKeep(item: OutboxItem, send: () => Promise<Receipt>, context: SubmitContext): Promise<SubmitOutcome> {
  let receipt: Receipt;
  try {
    receipt = await send();
  } catch (error) {
    if (!isTransient(error) || !context.outbox) return { failure: failureFrom(error) };
    try {
      await context.outbox.add(item, error instanceof Error ? error.message : String(error));
      return { outcome: "queued" };
    } catch (storeError) {
      console.error("[forms] the outbox could not keep a submission:", storeError);
      return { failure: failureFrom(error) };
    }
  }
  // Never throws: the lead is stored whatever becomes of its email.
  if (receipt) await context.notifications?.leadArrived(arrivedLead(item, receipt));
  return { outcome: "sent" };
}

export function submitEnquiry(item: Extract<OutboxItem, { kind: "enquiry" }>, context: SubmitContext) {
  const { body } = item.payload;
  return sendOrKeep(
    item,
    () =>
      postEnquiry(body, {
        idempotencyKey: item.idempotencyKey,
        clientIp: context.clientIp,
      }),
    context,
  );
}

export function submitApplication(item: Extract<OutboxItem, { kind: "application" }>, context: SubmitContext) {
  const { fields, resume } = item.payload;
  const send = () =>
    postApplication(
      fields,
      { ...resume, bytes: item.file },
      { idempotencyKey: item.idempotencyKey, clientIp: context.clientIp },
    );
  return sendOrKeep(item, send, context);
}
