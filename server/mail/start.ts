import addressparser from "nodemailer/lib/addressparser";
import type { Env } from "../../app/lib/env.server";
import type { OutboxDatabase } from "../outbox/database";
import { CommentDigest } from "./comment-digest";
import { MAIL_OFF, queuedNotifications } from "./notifications";
import type { Notifications } from "./notifications-types";
import { MailQueue } from "./queue";
import { smtpSender } from "./transport";
import { replySettingsFromApi } from "./visitor-reply";
import { whatsappTemplatesFromApi } from "./lead-taps";
import { startNextStepReminders } from "./next-step-reminders";
import { MailWorker } from "./worker";
import { apiRequest } from "../../app/lib/api-client.server";
import { openingsOrNull } from "../../app/lib/openings.server";
import { startWeeklyInsights, weeklyFiguresSchema } from "../insights/weekly-mail";

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "LEADS_NOTIFY_TO" | "SITE_URL"> & Partial<Pick<Env, "COMMENTS_NOTIFY_TO" | "HIRING_NOTIFY_TO">>;

/** LEADS_NOTIFY_TO as single addresses, each a recipient of its own (validated at start). */
export function notifyAddresses(value: string | undefined): string[] {
  return addressparser(value ?? "", { flatten: true }).map((box) => box.address);
}

/**
 * Starts sending queued mail, on the outbox's database (the API's PGlite in this process, or
 * PostgreSQL). Without SMTP_URL nothing is queued or sent, and the server says so once.
 */
export function startMail(env: MailEnv, db: OutboxDatabase): { notifications: Notifications; stop(): Promise<void> } {
  if (!env.SMTP_URL) {
    console.log("Email notifications are off: SMTP_URL is not set");
    return { notifications: MAIL_OFF, stop: async () => {} };
  }
  const leadsTo = notifyAddresses(env.LEADS_NOTIFY_TO);
  if (!leadsTo.length && !env.HIRING_NOTIFY_TO) console.log("New leads are not emailed: LEADS_NOTIFY_TO is not set");
  else if (!leadsTo.length) console.log("New enquiries are not emailed: LEADS_NOTIFY_TO is not set");
  // Job applications go to the hiring team's own list, or to whoever hears of leads.
  const hiringTo = env.HIRING_NOTIFY_TO ? notifyAddresses(env.HIRING_NOTIFY_TO) : leadsTo;
  // Held comments go to their own list, or to whoever hears of leads.
  const commentsTo = env.COMMENTS_NOTIFY_TO ? notifyAddresses(env.COMMENTS_NOTIFY_TO) : leadsTo;
  if (!commentsTo.length) console.log("Held comments are not emailed: set COMMENTS_NOTIFY_TO or LEADS_NOTIFY_TO");
  const digest = commentsTo.length ? new CommentDigest(db, { from: env.MAIL_FROM, to: commentsTo, siteUrl: env.SITE_URL }) : undefined;
  const queue = new MailQueue(db);
  const sender = smtpSender(env.SMTP_URL);
  const worker = new MailWorker(queue, { send: sender.send });
  worker.start();
  // Monday's figures for the owners, through this queue (docs/insights.md).
  const weekly = startWeeklyInsights({
    queue,
    fetchFigures: async ({ from, to }) => weeklyFiguresSchema.parse(await apiRequest(`/insights/weekly?from=${from}&to=${to}`)),
    settings: { from: env.MAIL_FROM, siteUrl: env.SITE_URL },
    kick: () => worker.kick(),
  });
  const notifications = queuedNotifications(
    queue,
    {
      from: env.MAIL_FROM,
      leadsTo,
      hiringTo,
      siteUrl: env.SITE_URL,
      replies: replySettingsFromApi,
      positions: async () => (await openingsOrNull())?.map((opening) => opening.title) ?? [],
      whatsappTemplates: whatsappTemplatesFromApi,
    },
    () => worker.kick(),
    digest,
  );
  // Only with mail on: a claimed step is reminded of once, so nothing is claimed that could not be sent.
  const reminders = startNextStepReminders({ notify: notifications.nextStepDue!, siteUrl: env.SITE_URL });
  return {
    notifications,
    stop: async () => {
      await reminders.stop();
      weekly.stop();
      await worker.stop();
      sender.close();
    },
  };
}
