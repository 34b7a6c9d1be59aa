import { z } from "zod";
import { ApiError, apiErrorFrom, apiResponse, type WriteOptions } from "../api-client.server";
import { leadSourceSchema } from "../../../contract/lead-source-schema";
import { utmSchema } from "../../../contract/utm-schema";

/** A submission may take the API a moment longer than a page read, but never long. */
const SUBMIT_TIMEOUT_MS = 8_000;

/** Who writes, as both the enquiry and the application carry it; phone is the country code, then digits. */
const senderSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** What the site saw of the form, for the API's spam check (docs/spam-and-replies.md). */
export const formSignalsSchema = z.object({ honeypot: z.boolean().optional(), elapsed_ms: z.number().optional() });
export type FormSignals = z.infer<typeof formSignalsSchema>;

/** POST {api}/enquiries (spec section 7). */
export const enquiryBodySchema = senderSchema.extend({
  service: z.string(),
  message: z.string().optional(),
  meta: z
    .object({
      utm: utmSchema.optional(),
      /** Which form it came from, so the agency sees a quote request apart from a contact message. */
      form: z.enum(["quote", "contact"]).optional(),
      /** Where the lead came from (docs/insights.md); optional, beside the spec's utm. */
      source: leadSourceSchema.optional(),
    })
    .optional(),
  signals: formSignalsSchema.optional(),
});

export type EnquiryBody = z.infer<typeof enquiryBodySchema>;

/** The text fields of POST {api}/applications; the resume travels beside them. */
export const applicationFieldsSchema = senderSchema.extend({
  position: z.string(),
  cover: z.string().optional(),
  /** The form signals as JSON: a multipart field is text. */
  signals: z.string().optional(),
  /** The lead's source as JSON text (a multipart field), as meta.source of an enquiry. */
  source: z.string().optional(),
});

export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

export interface ResumeFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface DeliveryOptions {
  idempotencyKey: string;
  /** The visitor's address; rows an older outbox kept may lack it, and then the API sees this site. */
  clientIp?: string;
}

/** What the API answers a stored form with: its id and arrival time (spec'd backends may omit them). */
export const receiptSchema = z.object({
  id: z.coerce.number().int().positive(),
  received_at: z.string().datetime({ offset: true }).optional(),
  /** The built-in API's spam check held it: no staff mail, no reply to the visitor. */
  spam: z.boolean().optional(),
  /** Given in turn on arrival (round robin): its owner is emailed. Unreadable = none. */
  assigned_to: z.object({ name: z.string(), email: z.string().email() }).nullable().optional().catch(null),
});

type Owner = { name: string; email: string };
export type Receipt = { id: number; receivedAt: string; spam?: boolean; owner?: Owner };

/** A 2xx whose body is not JSON of an object (an HTML page, a proxy's answer): the lead may not be stored, so it is no success. */
export class UnreadableReceipt extends ApiError {}

function receiptFrom(answer: unknown): Receipt | null {
  // Some backends wrap their answers in `data`.
  const inner = answer && typeof answer === "object" && "data" in answer ? answer.data : answer;
  const parsed = receiptSchema.safeParse(inner);
  if (!parsed.success) return null;
  const owner = parsed.data.assigned_to ? { name: parsed.data.assigned_to.name, email: parsed.data.assigned_to.email } : undefined;
  return { id: parsed.data.id, receivedAt: parsed.data.received_at ?? new Date().toISOString(), spam: parsed.data.spam === true, ...(owner ? { owner } : {}) };
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Posts a submission and reads its receipt. A backend to the spec may answer a JSON object without
 * one (the contact form does not read it): that is a success without a receipt (null).
 */
async function postForReceipt(path: string, options: WriteOptions): Promise<Receipt | null> {
  const response = await apiResponse(path, options);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError("The API's answer was cut off", null);
  }
  const json = text ? jsonOf(text) : null;
  if (!response.ok) throw apiErrorFrom(response, json);
  const isObject = json !== null && typeof json === "object" && !Array.isArray(json);
  if (text && !isObject) throw new UnreadableReceipt("The API's answer is not a receipt", response.status);
  return receiptFrom(json);
}

export function postEnquiry(body: EnquiryBody, options: DeliveryOptions): Promise<Receipt | null> {
  return postForReceipt("/enquiries", {
    method: "POST",
    body,
    timeoutMs: SUBMIT_TIMEOUT_MS,
    ...options,
    clientIp: options.clientIp ?? "",
  });
}

export function postApplication(
  fields: ApplicationFields,
  resume: ResumeFile,
  options: DeliveryOptions,
): Promise<Receipt | null> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  form.append("resume", new Blob([resume.bytes], { type: resume.type }), resume.name);
  return postForReceipt("/applications", {
    method: "POST",
    body: form,
    timeoutMs: SUBMIT_TIMEOUT_MS,
    ...options,
    clientIp: options.clientIp ?? "",
  });
}

/**
 * No answer, or the API's own fault: the submission itself is fine and worth keeping.
 * Anything else the API refused on purpose, and sending it again would not change that.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === null || error.status >= 500;
}
