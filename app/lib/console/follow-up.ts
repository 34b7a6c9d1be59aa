import { z } from "zod";

/** A lead's owner, next step and outcome as the staff API sends them (docs/leads-follow-up.md). */
const personSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string(), email: z.string() });

export const followUpSchema = z.object({
  assignee: personSchema.nullable().default(null),
  assigned_at: z.string().nullable().default(null),
  next_step: z.object({ at: z.string(), text: z.string() }).nullable().default(null),
  value_rupees: z.number().nullable().default(null),
  lost_reason: z.string().nullable().default(null),
  first_response_at: z.string().nullable().default(null),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** An API without follow-ups (an agency's own backend) still lists its leads. */
export const EMPTY_FOLLOW_UP: FollowUp = followUpSchema.parse({});

/** Whom a lead can be given to; the API sends their emails to owners only (docs/roles.md). */
export const assigneesSchema = z.object({ data: z.array(personSchema.partial({ email: true })) });

export const whatsappTemplatesSchema = z
  .object({ enquiry: z.string().nullable().default(null), application: z.string().nullable().default(null) })
  .default({});
export type WhatsappTemplates = z.infer<typeof whatsappTemplatesSchema>;

export const leadSettingsSchema = z.object({
  rotation: z.array(personSchema).default([]),
  whatsapp_templates: whatsappTemplatesSchema,
});
export type LeadSettings = z.infer<typeof leadSettingsSchema>;

const HOUR = 60 * 60_000;
/** The site promises visitors a reply within 24 hours. */
export const PROMISE_MS = 24 * HOUR;

/** "18 h left" or "Overdue by 3 h" while a lead is new; null once it has been answered. */
export function promiseBadge(receivedAt: string, status: string, now: Date): { text: string; overdue: boolean } | null {
  if (status !== "new") return null;
  const left = new Date(receivedAt).getTime() + PROMISE_MS - now.getTime();
  if (left >= 0) return { text: `${Math.max(1, Math.ceil(left / HOUR))} h left`, overdue: false };
  return { text: `Overdue by ${Math.max(1, Math.floor(-left / HOUR))} h`, overdue: true };
}

const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
export const rupees = (value: number) => rupeeFormat.format(value);

/** India's wall clock for a moment: "12 Mar 2026, 11:00 am IST". */
export function inIst(iso: string): string {
  return `${new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))} IST`;
}

/** Minutes from arrival to the first answer, in words ("2 h 5 min"). */
export function responseTime(receivedAt: string, firstResponseAt: string | null): string | null {
  if (!firstResponseAt) return null;
  const minutes = Math.max(0, Math.round((new Date(firstResponseAt).getTime() - new Date(receivedAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** The API keeps a WhatsApp text of at most this many characters. */
export const WHATSAPP_TEMPLATE_MAX = 1000;

export const DEFAULT_TEMPLATES = {
  enquiry: "Hello {name}, this is {agency}. Thank you for your enquiry about {service}. Is now a good time to talk?",
  application: "Hello {name}, this is {agency}. Thank you for applying for {service}. Is now a good time to talk?",
} as const;

/** Fills {name}, {service} and {agency}; other braces stay as typed. */
export function fillTemplate(template: string, values: { name: string; service: string; agency: string }): string {
  return template.replace(/\{(name|service|agency)\}/g, (_, key: keyof typeof values) => values[key]);
}

/**
 * The lead's number as WhatsApp and phones want it. The forms store the country's dialling code
 * and the digits together ("+919826012345"), so the digits are the international number.
 */
export function phoneDigits(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 6 ? digits : null;
}

export const telHref = (digits: string) => `tel:+${digits}`;
export const whatsappHref = (digits: string, text: string) => `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** The console route a tap posts to: it records it, then sends the browser on (303) to the phone or WhatsApp; a visit records nothing. */
export const contactPath = (lead: { kind: string; id: number | string }, channel: "call" | "whatsapp") =>
  `/console/leads/${lead.kind}/${lead.id}/contact/${channel}`;
