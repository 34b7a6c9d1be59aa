import { ApiError } from "../api-client.server";
import { failureTexts } from "./messages";
import { UnreadableReceipt } from "./upstream.server";

/**
 * What a visitor is shown when the backend did not take a submission. One mapping for every
 * form, in the site's own words: the backend's text never reaches the page.
 */
export interface UpstreamFailure {
  status: number;
  messages: string[];
  fieldErrors?: Record<string, string[]>;
  /** Seconds, sent on as Retry-After. */
  retryAfter?: number;
}

/** How a form names what it sends, and which of the API's fields it shows. */
export interface UpstreamForm {
  /** "message", "application": what the visitor is told could not be sent. */
  what: string;
  /** The API's field name → the form's field, and how the visitor knows it. */
  fields: Record<string, { field: string; label: string }>;
  /** A fixed sentence for every other failure, where the spec gives one (comments). */
  failed?: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const upstreamTexts = {
  unavailable: (what: string) => `Your ${what} could not be sent: our form is not working right now.`,
  duplicate: (what: string) => `Your ${what} has already reached us. There is no need to send it again.`,
  refused: (what: string) => `Your ${what} could not be accepted. Please check it and try again.`,
  unconfirmed: (what: string) => `We could not confirm that your ${what} reached us. Please send it again.`,
  checkFields: "Some details were not accepted. Please check the marked fields.",
  field: (label: string) => `${capital(label)} was not accepted. Please check it.`,
  tooMany: (minutes: number) => `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  tooManySoon: "Too many attempts. Please wait a few minutes and try again.",
} as const;

const sender = {
  full_name: { field: "name", label: "your name" },
  email: { field: "email", label: "this email address" },
  phone: { field: "phone", label: "this phone number" },
};

/** The quote and contact forms. */
export const enquiryForm: UpstreamForm = {
  what: "message",
  fields: { ...sender, service: { field: "service", label: "this service" }, message: { field: "message", label: "your message" } },
};

/** The career form. */
export const applicationForm: UpstreamForm = {
  what: "application",
  fields: {
    ...sender,
    full_name: { field: "fullName", label: "your name" },
    position: { field: "position", label: "this position" },
    cover: { field: "cover", label: "your cover letter" },
    resume: { field: "resume", label: "this resume" },
  },
};

/** Seconds from a Retry-After header (seconds or an HTTP date), or null. */
function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value.trim()) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The fields a 400/422 names: `errors` as `[{ field, message }]` (the built-in API) or `{ field: [...] }`. */
function namedFields(body: unknown): string[] {
  const errors = body && typeof body === "object" && "errors" in body ? body.errors : null;
  if (Array.isArray(errors)) {
    return errors.flatMap((item: unknown) =>
      item && typeof item === "object" && "field" in item && typeof item.field === "string" ? [item.field] : [],
    );
  }
  return errors && typeof errors === "object" ? Object.keys(errors) : [];
}

function refusedFields(error: ApiError, form: UpstreamForm): UpstreamFailure {
  const status = error.status ?? 400;
  const fieldErrors: Record<string, string[]> = {};
  let unknown = false;
  for (const name of namedFields(error.body)) {
    const known = Object.hasOwn(form.fields, name) ? form.fields[name] : Object.values(form.fields).find((entry) => entry.field === name);
    if (known) fieldErrors[known.field] = [upstreamTexts.field(known.label)];
    else unknown = true;
  }
  const formLevel = form.failed ?? upstreamTexts.refused(form.what);
  if (Object.keys(fieldErrors).length === 0) return { status, messages: [formLevel, ...(form.failed ? [] : [failureTexts.retry])] };
  return { status, messages: [unknown ? formLevel : upstreamTexts.checkFields], fieldErrors };
}

/** The message for an upstream answer that was not a stored submission (docs/built-in-api.md lists them). */
export function upstreamFailure(error: unknown, form: UpstreamForm): UpstreamFailure {
  const withRetry = (text: string) => (form.failed ? [form.failed] : [text, failureTexts.retry]);
  if (!(error instanceof ApiError)) {
    console.error(`[forms] this ${form.what} failed unexpectedly:`, error);
    return { status: 500, messages: withRetry(failureTexts.generic) };
  }
  // The backend's own words are for the operator's log only.
  console.warn(`[forms] the API did not take this ${form.what}: ${error.status ?? "no answer"} ${error.message}`);
  if (error instanceof UnreadableReceipt) return { status: 502, messages: withRetry(upstreamTexts.unconfirmed(form.what)) };
  const status = error.status;
  if (status === null || status >= 500) return { status: 502, messages: withRetry(failureTexts.generic) };
  if (status === 429) {
    const seconds = retryAfterSeconds(error.retryAfter);
    const text = seconds ? upstreamTexts.tooMany(Math.ceil(seconds / 60)) : upstreamTexts.tooManySoon;
    return { status: 429, messages: form.failed ? [text] : [text, failureTexts.retry], ...(seconds ? { retryAfter: seconds } : {}) };
  }
  if (status === 409) return { status: 409, messages: [upstreamTexts.duplicate(form.what)] };
  if (status === 400 || status === 422) return refusedFields(error, form);
  if (status === 413 || status === 415) return { status, messages: withRetry(upstreamTexts.refused(form.what)) };
  // 401, 403 (a wrong site key), 404, 405 (no such endpoint) and the rest: the backend, not the visitor.
  return { status: 502, messages: withRetry(upstreamTexts.unavailable(form.what)) };
}
