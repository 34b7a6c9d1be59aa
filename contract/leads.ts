/** Kinds, statuses and forms of a lead in the staff API (docs/api.md), shared by the console and the API. */
export const LEAD_KINDS = ["enquiry", "application"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** An enquiry's statuses: the sales pipeline. */
export const ENQUIRY_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;

/** A job application's stages (docs/hiring.md), in the board's order; "spam" stays out of the board. */
export const APPLICATION_STAGES = ["new", "shortlisted", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Every status a lead of either kind can hold. */
export const LEAD_STATUSES = [...ENQUIRY_STATUSES, "shortlisted", "interview", "offer", "hired", "rejected"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Applications once shared the enquiries' statuses. Rows still holding one read (and are turned,
 * at start-up, by api/db/application-stages-backfill.ts) as the stage that meant the same.
 */
export const FORMER_APPLICATION_STATUSES = { contacted: "shortlisted", qualified: "interview", won: "hired", lost: "rejected" } as const satisfies Record<
  string,
  ApplicationStage
>;

/** The statuses a lead of this kind may be moved to. */
export const statusesOf = (kind: LeadKind): readonly LeadStatus[] => (kind === "enquiry" ? ENQUIRY_STATUSES : [...APPLICATION_STAGES, "spam"]);

/** An application's status as a stage (or "spam"): a former enquiry status reads as its stage. */
export function applicationStatusOf(status: LeadStatus): LeadStatus {
  return (FORMER_APPLICATION_STATUSES as Record<string, ApplicationStage>)[status] ?? status;
}

/** The form a lead came from: enquiries say which in meta.form, applications are always "career". */
export const LEAD_FORMS = ["quote", "contact", "career"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
export const ENQUIRY_FORMS = ["quote", "contact"] as const;

export const LEAD_NOTE_MAX_LENGTH = 5000;
