import { LEAD_KINDS, type LeadKind, type LeadStatus } from "../../../contract/leads";

/** The words the console shows for the wire contract's lead kinds, statuses and forms. */
export { APPLICATION_STAGES, LEAD_KINDS, LEAD_STATUSES, statusesOf, type ApplicationStage, type LeadKind, type LeadStatus } from "../../../contract/leads";

export const kindLabels: Record<LeadKind, string> = { enquiry: "Enquiry", application: "Application" };

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const formLabels: Record<string, string> = { quote: "Quote form", contact: "Contact form", career: "Career form" };

export { STAFF_ROLES, type StaffRole } from "../../../contract/staff";

export const PAGE_SIZE = 25;

export function isLeadKind(value: unknown): value is LeadKind {
  return (LEAD_KINDS as readonly unknown[]).includes(value);
}

/** The longest internal note the API keeps. */
export const NOTE_MAX = 5000;

/** The lead page's forms; the action names the one its answer is for. */
export const LEAD_FORM_IDS = { status: "lead-status", note: "lead-note", noteEdit: "lead-note-edit" } as const;

/** The account page's forms. */
export const ACCOUNT_FORM_IDS = {
  totpConfirm: "totp-confirm",
  totpDisable: "totp-disable",
  recoveryCodes: "recovery-codes",
  name: "account-name",
  password: "account-password",
} as const;

/** The staff page's form. */
export const INVITE_FORM_ID = "invite";
