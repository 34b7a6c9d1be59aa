import type { AppLoadContext } from "@remix-run/node";
import { formRenderedAt } from "../honeypot.server";
import { FORM_TOKEN_MAX_AGE_MS } from "./limits";
import { normalisedMailbox } from "./mailbox";
import { failureTexts } from "./messages";
import type { SubmitOutcome } from "./submit.server";

interface FormTokenArgs {
  /** Which form family the submission is: a page's timestamp may back one of each. */
  kind: "enquiry" | "application";
  formData: FormData;
  /** The sender's email address, as typed. */
  email: string;
  /** The submission's Idempotency-Key (submission-key.server.ts): the same post again is no replay. */
  submissionKey: string;
  context: Pick<AppLoadContext, "formTokens">;
}

/**
 * Sends a lead form's submission only if the page's honeypot timestamp is still its own: a
 * timestamp backs one submission per sender address (docs/spam-and-replies.md). A post without
 * a valid timestamp is not refused here (the spam check scores it); one whose timestamp already
 * went with another submission for the same address, or is over a week old, is refused with a
 * message and the input kept. A submission the API refuses gives its timestamp back, so the
 * corrected one can go.
 */
export async function sendWithFormToken(
  { kind, formData, email, submissionKey, context }: FormTokenArgs,
  send: () => Promise<SubmitOutcome>,
): Promise<SubmitOutcome> {
  const renderedAt = formRenderedAt(formData);
  const tokens = context.formTokens;
  if (renderedAt === null || !tokens) return send();
  if (Date.now() - renderedAt > FORM_TOKEN_MAX_AGE_MS) return { failure: { status: 400, messages: [failureTexts.expired] } };
  const use = { kind, renderedAt, mailbox: normalisedMailbox(email), submissionKey };
  let owned: boolean;
  try {
    owned = await tokens.claim(use);
  } catch (error) {
    // The lead matters more than the replay check: with its database down, the form still sends.
    console.error("[forms] the form's timestamp could not be checked:", error);
    return send();
  }
  if (!owned) return { failure: { status: 409, messages: [failureTexts.replayed] } };
  const sent = await send();
  if ("failure" in sent) await tokens.release(use).catch((error: unknown) => console.error("[forms] the form's timestamp could not be given back:", error));
  return sent;
}
