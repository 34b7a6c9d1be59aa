import { mailHtml } from "./mail-html";
import type { StaffLinkKind } from "./notifications-types";
import type { MailMessage } from "./queue";

const TEXTS: Record<StaffLinkKind, { subject: string; intro: string; action: string; validity: string }> = {
  invite: {
    subject: "You are invited to the agency console",
    intro: "You have been invited to the website's staff console, where the agency reads and answers its leads.",
    action: "Choose your password",
    validity: "The link works once, for 24 hours. If it has expired, ask an owner to invite you again.",
  },
  "password-reset": {
    subject: "Reset your console password",
    intro: "Someone, probably you, asked to reset the password of your account on the website's staff console.",
    action: "Choose a new password",
    validity:
      "The link works once, for 1 hour, and signs you out everywhere. If you did not ask for it, ignore this email: your password stays as it is.",
  },
};

export function staffLinkMail(kind: StaffLinkKind, from: string, to: string, url: string): MailMessage {
  const { subject, intro, action, validity } = TEXTS[kind];
  return {
    from,
    to: [to],
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${validity}\n`,
    html: mailHtml({ intro, link: { href: url, text: action }, outro: validity }),
  };
}
