import { company } from "../../app/content/company";
import { mailHtml } from "./mail-html";
import type { StaffLinkDetails, StaffLinkKind } from "./notifications-types";
import type { MailMessage } from "./queue";

const ROLE_WORDS: Record<string, string> = {
  owner: "an owner (everything, staff and settings included)",
  sales: "sales (enquiries)",
  hiring: "hiring (applications and openings)",
  editor: "an editor (posts, comments, work and site content)",
  staff: "staff",
};

/** Who the link is from and for, in the agency's own name: a console link from "Agency website" looks like phishing. */
function textsOf(kind: StaffLinkKind, details: StaffLinkDetails) {
  const agency = company.name;
  if (kind === "invite") {
    const by = details.inviter ? `${details.inviter} has invited you` : "You have been invited";
    const role = details.role ? ` as ${ROLE_WORDS[details.role] ?? details.role}` : "";
    return {
      subject: details.inviter ? `${details.inviter} invited you to the ${agency} console` : `You are invited to the ${agency} console`,
      intro: `${by} to ${agency}'s website console${role}, where the agency reads and answers its leads.`,
      action: "Choose your password",
      validity: "The link works once, for 24 hours. If it has expired, ask an owner to invite you again.",
    };
  }
  return {
    subject: `Reset your ${agency} console password`,
    intro: `Someone, probably you, asked to reset the password of your account on ${agency}'s website console.`,
    action: "Choose a new password",
    validity:
      "The link works once, for 1 hour, and signs you out everywhere. If you did not ask for it, ignore this email: your password stays as it is.",
  };
}

/** The sender as the mail shows it: the configured address under the agency's name when none was given (or the placeholder). */
export function senderOf(from: string): string {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (named && named[1] && named[1] !== "Agency website") return from;
  const address = named ? named[2] : from.trim();
  return `"${company.name}" <${address}>`;
}

export function staffLinkMail(kind: StaffLinkKind, from: string, to: string, url: string, details: StaffLinkDetails = {}): MailMessage {
  const { subject, intro, action, validity } = textsOf(kind, details);
  return {
    from: senderOf(from),
    to: [to],
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${validity}\n`,
    html: mailHtml({ intro, link: { href: url, text: action }, outro: validity }),
  };
}
