import { describe, expect, it, vi } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { queuedNotifications } from "../../server/mail/notifications";
import type { MailQueue } from "../../server/mail/queue";
import { notifyAddresses, startMail } from "../../server/mail/start";
import type { OutboxDatabase } from "../../server/outbox/database";

const lead = {
  kind: "enquiry" as const,
  id: 5,
  receivedAt: "2026-11-23T10:00:00.000Z",
  form: "contact" as const,
  name: "Meera Joshi",
  email: "meera@example.com",
  phone: "+971501234567",
  service: "Custom Web & Mobile App Development",
};

function configError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return "";
}

describe("mail settings", () => {
  it("accepts an SMTP URL, a sender and a list of addresses, with a default sender", () => {
    const env = parseEnv({ SMTP_URL: "smtps://user:secret@smtp.example.com:465", LEADS_NOTIFY_TO: 'sales@agency.example, "Owner" <owner@agency.example>' });
    expect(env.MAIL_FROM).toBe('"Agency website" <no-reply@localhost>');
    expect(notifyAddresses(env.LEADS_NOTIFY_TO)).toEqual(["sales@agency.example", "owner@agency.example"]);
  });

  it("names each bad mail setting, without repeating a URL that may hold a password", () => {
    const message = configError({
      SMTP_URL: "https://user:secret@smtp.example.com",
      MAIL_FROM: "website",
      LEADS_NOTIFY_TO: "sales@agency.example sales2@agency.example",
    });
    expect(message).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(message).not.toContain("secret");
    expect(message).toContain('MAIL_FROM: must be one address, e.g. "Agency website" <no-reply@agency.example> (got "website")');
    expect(message).toContain("LEADS_NOTIFY_TO: must be email addresses separated by commas");
  });
});

describe("notifications", () => {
  it("are off without SMTP_URL, and the server says so once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const mail = startMail(parseEnv({}), {} as OutboxDatabase);
    expect(mail.notifications.enabled).toBe(false);
    await mail.notifications.leadArrived(lead);
    await mail.notifications.staffLink("invite", "new@agency.example", "http://localhost:3000/console/welcome?token=t");
    expect(log.mock.calls).toEqual([["Email notifications are off: SMTP_URL is not set"]]);
    log.mockRestore();
    await mail.stop();
  });

  it("never fail a visitor's submission when the mail cannot be queued", async () => {
    const failing = { add: () => Promise.reject(new Error("database is down")) } as unknown as MailQueue;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const wake = vi.fn();
    const notifications = queuedNotifications(failing, { from: "a@b.in", leadsTo: ["sales@agency.example"], siteUrl: "https://x.example" }, wake);
    await expect(notifications.leadArrived(lead)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("[mail] could not queue the mail for enquiry #5:", expect.any(Error));
    expect(wake).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
