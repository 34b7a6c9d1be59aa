import { parse, type SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { FormReply } from "./form-reply";

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
