import type { CommentDigest } from "./comment-digest";
import { REMINDER_AFTER_MS, leadMailKey, leadNoticeMail, leadReminderMail, type LeadMailSettings } from "./lead-mail";
import type { ReplySettings } from "../../contract/intake";
import type { ArrivedLead, Notifications } from "./notifications-types";
import { visitorReplyMail } from "./visitor-reply";
import { takeReplyAllowance } from "./reply-limits";
import type { MailQueue } from "./queue";
import { nextStepReminderMail, ownerAssignedMail } from "./owner-mail";
import { staffLinkMail } from "./staff-link-mail";
import { directTaps, ownedNotice, type WhatsappTemplates } from "./lead-taps";

export const MAIL_OFF: Notifications = {
  enabled: false,
  leadArrived: async () => {},
  staffLink: async () => {},
  commentHeld: async () => {},
};

export interface NotificationSettings extends Omit<LeadMailSettings, "to"> {
  /** LEADS_NOTIFY_TO; empty = leads are not emailed (staff links still are). */
  leadsTo: string[];
  /** HIRING_NOTIFY_TO, else the leads addresses: who hears of a job application. */
  hiringTo?: string[];
  /** The visitor's automatic reply as the owner set it; without it no reply is sent. */
  replies?: () => Promise<ReplySettings>;
  /** The agency's open positions: the only ones an applicant's reply names. */
  positions?: () => Promise<string[]>;
  /** The agency's WhatsApp texts for the new-lead mail's wa.me link; without it the default text. */
  whatsappTemplates?: () => Promise<WhatsappTemplates>;
}

/** Queues mail and wakes the sender; what is queued survives restarts and is sent once. */
export function queuedNotifications(
  queue: MailQueue,
  settings: NotificationSettings,
  wake: () => void,
  digest?: CommentDigest,
): Notifications {
  const recipientsOf = (lead: ArrivedLead) => (lead.kind === "application" ? (settings.hiringTo ?? settings.leadsTo) : settings.leadsTo);
  const queueVisitorReply = async (lead: ArrivedLead) => {
    if (!settings.replies) return;
    try {
      const replies = await settings.replies();
      if (!replies.enabled) return;
      const positions = lead.kind === "application" && settings.positions ? await settings.positions() : [];
      const mail = { key: leadMailKey(lead, "reply"), message: visitorReplyMail(lead, replies, settings.from, positions) };
      // One a day per address and a ceiling per hour, counted where every instance counts.
      const skipped = await queue.addChecked(mail, (tx, now) => takeReplyAllowance(tx, lead.email, now));
      if (skipped) console.info(`[mail] no automatic reply for ${lead.kind} #${lead.id}: ${skipped}`);
      else wake();
    } catch (error) {
      // The lead is stored and staff are told; a reply that could not be queued must not fail the visitor.
      console.error(`[mail] could not queue the reply to ${lead.kind} #${lead.id}:`, error);
    }
  };
  return {
    enabled: true,
    async leadArrived(lead) {
      // Held as spam: nobody hears of it until staff say "Not spam" (then this runs again without the flag).
      if (lead.spam) return;
      await queueVisitorReply(lead);
      const to = recipientsOf(lead);
      if (!to.length && !lead.owner) return;
      const leadSettings = { ...settings, to };
      try {
        const templates = settings.whatsappTemplates ? await settings.whatsappTemplates() : { enquiry: null, application: null };
        const taps = directTaps(lead, templates);
        // Given in turn on arrival: the owner hears it is theirs, whoever else is told of it.
        if (lead.owner) {
          const notice = ownedNotice(lead, lead.owner, settings.siteUrl);
          await queue.add({ key: `lead:${lead.kind}:${lead.id}:owner:${lead.owner.email}:${lead.receivedAt}`, message: ownerAssignedMail(notice, settings.from) });
          wake();
        }
        if (to.length) {
          await queue.add({ key: leadMailKey(lead, "notify"), message: leadNoticeMail(lead, leadSettings, taps) });
          wake();
        }
        // The 20-hour reminder keeps the sales team's 24-hour promise; applicants were promised none.
        if (lead.kind === "application") return;
        // Addressed to the leads addresses (else the owner); the worker sends it to whoever owns the lead by then.
        const reminderTo = to.length ? to : [lead.owner!.email];
        await queue.add({
          key: leadMailKey(lead, "reminder"),
          message: leadReminderMail(lead, { ...leadSettings, to: reminderTo }, taps),
          notBefore: new Date(new Date(lead.receivedAt).getTime() + REMINDER_AFTER_MS),
          onlyIfNewLead: { kind: lead.kind, id: lead.id },
        });
      } catch (error) {
        // The lead is stored; a lost notification must never fail the visitor's submission.
        console.error(`[mail] could not queue the mail for ${lead.kind} #${lead.id}:`, error);
      }
    },
    async leadAssigned(notice, assignedAt) {
      await queue.add({ key: `lead:${notice.kind}:${notice.id}:owner:${notice.owner.email}:${assignedAt}`, message: ownerAssignedMail(notice, settings.from) });
      wake();
    },
    async nextStepDue(notice, step) {
      await queue.add({ key: `lead:${notice.kind}:${notice.id}:next-step:${step.at}`, message: nextStepReminderMail(notice, step, settings.from) });
      wake();
    },
    async staffLink(kind, to, url, details) {
      // A link is sent each time it is asked for: a new invitation or reset makes a new token.
      await queue.add({ key: `staff:${kind}:${to.toLowerCase()}:${url}`, message: staffLinkMail(kind, settings.from, to, url, details) });
      wake();
    },
    async commentHeld(notice) {
      if (!digest) return;
      try {
        await digest.add(notice);
        wake();
      } catch (error) {
        // The comment is stored and waits in the console; a lost digest line must never fail the visitor's post.
        console.error("[mail] could not add a held comment to the digest:", error);
      }
    },
  };
}
