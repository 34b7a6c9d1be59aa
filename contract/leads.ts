/** Kinds, statuses and forms of a lead in the staff API (docs/api.md), shared by the console and the API. */
export const LEAD_KINDS = ["enquiry", "application"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The form a lead came from: enquiries say which in meta.form, applications are always "career". */
export const LEAD_FORMS = ["quote", "contact", "career"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
export const ENQUIRY_FORMS = ["quote", "contact"] as const;

export const LEAD_NOTE_MAX_LENGTH = 5000;
