/**
 * The checks every form action runs before it looks at the input:
 *
 *   1. forged posts (another site's Origin or Sec-Fetch-Site, or an X-XSRF-TOKEN header
 *      that does not match the cookie) get 403;
 *   2. more than FORM_RATE_LIMIT posts of one form family from one address get 429 with
 *      a Retry-After header.
 *
 * The honeypot is judged by the form: the comment form refuses a filled-in one with 400
 * (guardFormPost below); the lead forms (quote, contact, career) never refuse it but send it
 * to the API as a spam signal (form-signals.server.ts), and their page's timestamp backs one
 * submission (form-token.server.ts).
 *
 * Each refusal is a FormReply with the message as a form-level error and the visitor's
 * input kept, so conform shows it in the form (`form.errors`) with or without JavaScript.
 * Render <HoneypotInputs /> inside the form, then in the action:
 *
 *   export async function action({ request, context }: ActionFunctionArgs) {
 *     const formData = await request.formData();
 *     const refused = await guardFormPost({ request, context, family: "comment", formData });
 *     if (refused) return refused;
 *     const submission = parseWithZod(formData, { schema: commentSchema });
 *     ...
 *   }
 *
 * and re-export `formHeaders` as the route's `headers`, so Retry-After reaches the browser
 * on document posts too. Multipart actions call guardFormRequest before reading the body.
 */
import type { AppLoadContext } from "@remix-run/node";
import { isSpam } from "../honeypot.server";
import { forgeryReason } from "./forgery.server";
import { failureTexts } from "./messages";
import { consumeFormPost, type FormFamily } from "./rate-limit.server";
import { refusal } from "./reply.server";

interface GuardArgs {
  request: Request;
  context: Pick<AppLoadContext, "clientIp">;
  family: FormFamily;
}

export type Refusal = ReturnType<typeof refusal>;

/** Origin and rate checks, which need no body: run them before reading an upload. */
export async function guardFormRequest(
  { request, context, family }: GuardArgs,
  formData: FormData | null = null,
): Promise<Refusal | null> {
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) {
    return refusal(null, [failureTexts.crossSite], { status: 403 });
  }
  const retryAfter = await consumeFormPost(family, context.clientIp);
  if (retryAfter !== null) {
    return refusal(formData, [failureTexts.tooMany], {
      status: 429,
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  return null;
}

export function honeypotRefusal(formData: FormData): Refusal | null {
  return isSpam(formData) ? refusal(formData, [failureTexts.spam], { status: 400 }) : null;
}

export async function guardFormPost(args: GuardArgs & { formData: FormData }): Promise<Refusal | null> {
  return (await guardFormRequest(args, args.formData)) ?? honeypotRefusal(args.formData);
}
