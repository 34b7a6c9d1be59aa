import type { SubmissionResult } from "@conform-to/react";

/**
 * What every form action answers. `result` drives conform (errors, kept input, reset);
 * `outcome` is set only when the submission was accepted: delivered at once, or kept
 * in the outbox to be delivered shortly. Either way the visitor is told it was received.
 */
export interface FormReply {
  result: SubmissionResult<string[]>;
  outcome?: "sent" | "queued";
  /**
   * With an accepted lead form: a honeypot timestamp for the page's next post. The page's own
   * backs one submission per address, and the cache may hand the page the same one again.
   */
  formToken?: string;
  /** A comment accepted but held for moderation: its author is told it shows once approved. */
  held?: boolean;
  /** On a page with several forms (the console's), the id of the form this answer is for. */
  formId?: string;
}
