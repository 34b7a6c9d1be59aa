import type { Submission } from "@conform-to/react";
import { data, redirect, type AppLoadContext, type HeadersFunction } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { forgeryReason } from "../forms/forgery.server";
import { failureTexts } from "../forms/messages";
import { formReply, refusal } from "../forms/reply.server";
import { readPageForm } from "../http/read-form.server";
import { searchOf } from "../search-part";
import { requireSessionToken } from "./session.server";
import type { StaffCaller } from "./staff-api.server";

/** Every console answer: personal, never stored by anyone, never indexed. */
export const CONSOLE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Each console route's `headers`: loaders' and actions' cookies are added to these by Remix. */
export const consoleHeaders: HeadersFunction = () => new Headers(CONSOLE_HEADERS);

export function consoleData<T>(payload: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(CONSOLE_HEADERS)) headers.set(name, value);
  return data(payload, { status: init.status ?? 200, headers });
}

/**
 * JSON for the console's own scripts from a resource route (one without a page): a real Response,
 * since Remix answers a resource route's `data()` with its payload and status 200, whatever status it names.
 */
export function consoleJson<T>(payload: T, init: { status?: number } = {}) {
  return Response.json(payload, { status: init.status ?? 200, headers: CONSOLE_HEADERS });
}

/**
 * Sends a list page whose address spells its filters another way (a GET form sends its empty
 * fields too) to `path` with `query`, so the address bar shows only the filters in use.
 */
export function redirectToCanonical(url: URL, path: string, query: URLSearchParams): void {
  const canonical = searchOf(query);
  if (url.search !== canonical) throw redirect(`${path}${canonical}`, { status: 302, headers: CONSOLE_HEADERS });
}

/** The signed-in caller of a loader or action, or a thrown redirect to sign-in. */
export async function staffCaller(request: Request, context: Pick<AppLoadContext, "clientIp">): Promise<StaffCaller> {
  return { request, token: await requireSessionToken(request), clientIp: context.clientIp };
}

export const consoleTexts = {
  unreachable: "The console could not reach the API. Please try again in a moment.",
} as const;

type FormRead =
  | { ok: true; formData: FormData }
  | { ok: false; answer: ReturnType<typeof refusal>; status: number; message: string };

/** A console form's fields, or the refusal to answer with: forged, too large, unreadable. */
export async function readConsoleForm(request: Request, maxBytes?: number): Promise<FormRead> {
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) {
    const message = failureTexts.crossSite;
    return { ok: false, answer: refusal(null, [message], { status: 403, headers: CONSOLE_HEADERS }), status: 403, message };
  }
  const read = await readPageForm(request, maxBytes);
  if (!read.ok) {
    const message = read.status === 400 ? failureTexts.unreadable : read.message;
    return { ok: false, answer: refusal(null, [message], { status: read.status, headers: CONSOLE_HEADERS }), status: read.status, message };
  }
  return { ok: true, formData: read.formData };
}

/** The form's answer when its checks failed: 400 with the messages next to the fields. */
export function invalidReply(submission: Submission<unknown>, formId?: string) {
  return formReply({ result: submission.reply(), formId }, { status: 400, headers: CONSOLE_HEADERS });
}

/**
 * The API's refusal as the form's answer, everything typed kept (passwords excepted): its own
 * words for a 4xx (field by field when it names them), a plain sentence when it could not be reached.
 */
export function apiFailureReply(
  submission: Submission<unknown>,
  error: unknown,
  { formId, hideFields = [] }: { formId?: string; hideFields?: string[] } = {},
) {
  if (!(error instanceof ApiError)) throw error;
  const clientError = error.status !== null && error.status >= 400 && error.status < 500;
  const fieldErrors: Record<string, string[]> = {};
  const listed = (error.body as { errors?: unknown } | null)?.errors;
  if (clientError && Array.isArray(listed)) {
    for (const item of listed as { field?: unknown; message?: unknown }[]) {
      if (typeof item.field === "string" && typeof item.message === "string") fieldErrors[item.field] = [item.message];
    }
  }
  const formErrors = clientError && error.serverMessage ? [error.serverMessage] : [consoleTexts.unreachable];
  // A refused sign-in is a form with a wrong field to the browser, not a missing credential.
  const status = !clientError ? 502 : error.status === 401 ? 400 : error.status!;
  const headers: Record<string, string> = { ...CONSOLE_HEADERS };
  return formReply(
    { result: submission.reply({ formErrors, fieldErrors, hideFields }), formId },
    { status, headers },
  );
}
