import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { honeypotInputProps } from "../honeypot.server";
import type { FormReply } from "./form-reply";
import type { SubmitOutcome } from "./submit.server";

type ReplyInit = { status: number; headers?: HeadersInit };

export function formReply(reply: FormReply, init: ReplyInit = { status: 200 }) {
  return data(reply, init);
}

/** A form-level message with what the visitor typed kept (files cannot be sent back). */
export function refusal(formData: FormData | null, messages: string[], init: ReplyInit) {
  const result: SubmissionResult<string[]> = formData
    ? parse<unknown, string[]>(formData, { resolve: () => ({}) }).reply({
        formErrors: messages,
      })
    : { status: "error", error: { "": messages } };
  return formReply({ result }, init);
}

/**
 * The answer once a valid submission was handed on: received (the form resets, and the page's
 * next post has a timestamp of its own), or the failure as form-level messages with everything typed kept.
 */
export function submittedReply(submission: Pick<Submission<unknown>, "reply">, sent: SubmitOutcome) {
  if ("failure" in sent) {
    const { status, messages, fieldErrors, retryAfter } = sent.failure;
    return formReply(
      { result: submission.reply({ formErrors: messages, ...(fieldErrors ? { fieldErrors } : {}) }) },
      { status, ...(retryAfter ? { headers: { "Retry-After": String(retryAfter) } } : {}) },
    );
  }
  return formReply({ result: submission.reply({ resetForm: true }), outcome: sent.outcome, formToken: honeypotInputProps().encryptedValidFrom });
}
