import type { Notifications, OutboxItem, SubmissionOutbox } from "../../../server/load-context";
import { arrivedLead } from "./arrived-lead.server";
import { applicationForm, enquiryForm, type UpstreamFailure, type UpstreamForm, upstreamFailure } from "./upstream-errors.server";
import { isTransient, postApplication, postEnquiry, type Receipt } from "./upstream.server";

export type SubmitOutcome = { outcome: "sent" | "queued" } | { failure: UpstreamFailure };

interface SubmitContext {
  clientIp: string;
  /** Absent only where no server started one (some tests); then a lost call is reported as such. */
  outbox?: SubmissionOutbox;
  /** Told of each lead the API stored (queued ones are told of when the outbox delivers them). */
  notifications?: Pick<Notifications, "leadArrived">;
}

/**
 * Tries the API once. If it cannot be reached or fails on its side, the submission goes to
 * the outbox and the visitor is told it was received, which is true: it will be delivered.
 */
async function sendOrKeep(item: OutboxItem, send: () => Promise<Receipt | null>, context: SubmitContext, form: UpstreamForm): Promise<SubmitOutcome> {
  let receipt: Receipt | null;
  try {
    receipt = await send();
  } catch (error) {
    if (!isTransient(error) || !context.outbox) return { failure: upstreamFailure(error, form) };
    try {
      await context.outbox.add(item, error instanceof Error ? error.message : String(error));
      return { outcome: "queued" };
    } catch (storeError) {
      console.error("[forms] the outbox could not keep a submission:", storeError);
      return { failure: upstreamFailure(error, form) };
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
    enquiryForm,
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
  return sendOrKeep(item, send, context, applicationForm);
}
