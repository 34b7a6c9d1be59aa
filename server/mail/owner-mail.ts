import { mailHtml } from "./mail-html";
import type { MailMessage } from "./queue";
import { inIst } from "./lead-fields";

/** A lead as the owner's mails tell of it, with the one-tap links the console made for it. */
export interface OwnedLeadNotice {
  kind: "enquiry" | "application";
  id: number;
  name: string;
  email: string;
  phone: string;
  topic: string;
  owner: { name: string; email: string };
  /** The console's lead page. */
  leadUrl: string;
  /** The console's tap addresses: opened, they show the lead's call and WhatsApp buttons, whose post records the tap, then opens the app. */
  callUrl: string | null;
  whatsappUrl: string | null;
}

function compose(notice: OwnedLeadNotice, from: string, subject: string, intro: string): MailMessage {
  const fields = [
    { label: "Name", value: notice.name },
    { label: "Email", value: notice.email },
    { label: "Phone", value: notice.phone },
    { label: notice.kind === "enquiry" ? "Service" : "Position", value: notice.topic },
  ];
  const taps = [
    notice.callUrl ? `Call: ${notice.callUrl}` : null,
    notice.whatsappUrl ? `WhatsApp: ${notice.whatsappUrl}` : null,
  ].filter(Boolean);
  const table = fields.map((field) => `${field.label}: ${field.value}`).join("\n");
  return {
    from,
    to: [notice.owner.email],
    replyTo: notice.email,
    subject,
    text: `${intro}\n\n${table}\n\n${taps.join("\n")}${taps.length ? "\n" : ""}Open it in the console: ${notice.leadUrl}\n`,
    html: mailHtml({
      intro,
      fields,
      taps: [
        ...(notice.callUrl ? [{ href: notice.callUrl, text: `Call ${notice.name}` }] : []),
        ...(notice.whatsappUrl ? [{ href: notice.whatsappUrl, text: "WhatsApp" }] : []),
      ],
      link: { href: notice.leadUrl, text: "Open it in the console" },
    }),
  };
}

/** "A lead is yours: Asha Verma, Web Development". */
export function ownerAssignedMail(notice: OwnedLeadNotice, from: string): MailMessage {
  return compose(
    notice,
    from,
    `A lead is yours: ${notice.name}, ${notice.topic}`,
    // Only an enquiry was promised a reply within 24 hours (docs/hiring.md).
    `${notice.owner.name}, you are now the owner of this lead.` +
      (notice.kind === "enquiry" ? ` The site promised ${notice.name} a reply within 24 hours.` : ""),
  );
}

/** The owner's reminder of a next step that fell due: "Follow up: Asha Verma — Call back, due 12 Mar 2026, 11:00 am IST". */
export function nextStepReminderMail(notice: OwnedLeadNotice, step: { at: string; text: string }, from: string): MailMessage {
  const due = inIst(new Date(step.at));
  return compose(
    notice,
    from,
    // A subject is one line whatever the step's words hold.
    `Follow up: ${notice.name} — ${step.text}, due ${due}`.replace(/[\r\n]+/g, " "),
    `${notice.owner.name}, your next step for ${notice.name} is due: "${step.text}", ${due}.`,
  );
}
