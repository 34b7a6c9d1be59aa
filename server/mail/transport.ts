import nodemailer from "nodemailer";
import type { MailMessage } from "./queue";

export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * Sends through SMTP_URL. Short timeouts: a mail server that does not answer is tried again
 * later, and a send must end well within the queue's lease.
 */
export function smtpSender(smtpUrl: string): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      if (info.rejected.length) console.warn(`[mail] the mail server refused ${info.rejected.join(", ")}`);
    },
    close: () => transport.close(),
  };
}
