import type { LeadSource } from "../../contract/lead-source";

export type LeadKind = "enquiry" | "application";

/** A lead the API has just stored, as the site knows it: what the visitor sent and the API's receipt. */
export interface ArrivedLead {
  kind: LeadKind;
  /** The API's id of the stored lead; the console link and the reminder need it. */
  id: number;
  /** When the API stored it (ISO 8601). */
  receivedAt: string;
  form: "quote" | "contact" | "career";
  name: string;
  email: string;
  phone: string;
  /** Enquiries. */
  service?: string;
  /** Applications. */
  position?: string;
  /** The enquiry's message or the application's cover letter. */
  message?: string;
  utm?: Record<string, string | undefined> | null;
  /** Where the lead came from (docs/insights.md). */
  source?: LeadSource | null;
  /** Applications: the file the visitor attached (the mail names it, never carries it). */
  resume?: { filename: string; contentType: string; size: number };
  /** Held as spam by the API: nobody is emailed until staff say "Not spam". */
  spam?: boolean;
  /** Given in turn on arrival (round robin): the owner is emailed that it is theirs. */
  owner?: { name: string; email: string };
}

import type { HeldCommentNotice } from "../outbox/schema";
import type { OwnedLeadNotice } from "./owner-mail";

export type { OwnedLeadNotice };

export type { HeldCommentNotice };

export type StaffLinkKind = "invite" | "password-reset";

/** What a staff link's mail says about whom it is from and for: the agency, who invited, with which role. */
export interface StaffLinkDetails {
  inviter?: string;
  role?: string;
}

/**
 * Email to the agency's staff. Every method queues durably and returns once the mail is kept;
 * sending happens in the background. When mail is off, they do nothing.
 */
export interface Notifications {
  /** False when SMTP_URL is unset: nothing is sent (the console says so). */
  enabled: boolean;
  /**
   * Tells LEADS_NOTIFY_TO of a stored lead now, reminds them 20 h later if it is still new, and
   * sends the visitor the automatic reply (when on). Nothing for a lead held as spam.
   */
  leadArrived(lead: ArrivedLead): Promise<void>;
  /** Tells a lead's new owner it is theirs (once per lead, owner and time given). */
  leadAssigned?(notice: OwnedLeadNotice, assignedAt: string): Promise<void>;
  /** Reminds an owner of a next step that fell due (once per lead and step time). */
  nextStepDue?(notice: OwnedLeadNotice, step: { at: string; text: string }): Promise<void>;
  /** Sends a staff member their invitation or password-reset link. */
  staffLink(kind: StaffLinkKind, to: string, url: string, details?: StaffLinkDetails): Promise<void>;
  /** Adds a comment held for moderation to the staff digest (COMMENTS_NOTIFY_TO, one mail per 15 minutes at most). */
  commentHeld?(notice: HeldCommentNotice): Promise<void>;
}
