import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { DEFAULT_REPLY_SETTINGS } from "../../contract/intake";
import { leadMailKey } from "../../server/mail/lead-mail";
import { MailQueue } from "../../server/mail/queue";
import { startMail } from "../../server/mail/start";
import { openOutboxDatabase } from "../../server/outbox/database";
import { staffLeads } from "../mocks/api/leads";
import { API, upstream } from "../mocks/server";
import { tempDir } from "../routes/forms-fixtures";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";

// One PGlite and one real SMTP server for the file; the mail goes through the same queue and sender as in production.
const storage = tempDir();
let inbox: SmtpInbox;
let outbox: Awaited<ReturnType<typeof openOutboxDatabase>>;

beforeAll(async () => {
  inbox = await startSmtpInbox({ port: 0 });
  outbox = await openOutboxDatabase({ dataDir: storage.dir });
  // Opening PGlite is slow on a busy machine; nothing here is timed.
}, 240_000);
afterAll(async () => {
  await inbox?.close();
  await outbox?.close();
  storage.remove();
});

const application = (id: number, email: string) => ({
  kind: "application" as const,
  id,
  receivedAt: new Date().toISOString(),
  form: "career" as const,
  name: "Ananya Rao",
  email,
  phone: "+919876543210",
  position: "Frontend Developer",
  message: "I have built React apps for three years.",
  resume: { filename: "resume.pdf", contentType: "application/pdf", size: 1234 },
});

const enquiry = (id: number) => ({
  kind: "enquiry" as const,
  id,
  receivedAt: new Date().toISOString(),
  form: "quote" as const,
  name: "Rahul Gupta",
  email: "rahul@example.in",
  phone: "+919876543210",
  service: "Web Development",
});

function mailFor(env: Record<string, string>) {
  upstream.use(http.get(`${API}/staff/auto-reply`, () => HttpResponse.json({ ...DEFAULT_REPLY_SETTINGS, enabled: true })));
  staffLeads.templates();
  return startMail(parseEnv({ SMTP_URL: inbox.url, SITE_URL: "https://www.example.test", ...env }), outbox.db);
}

describe("job application mail", () => {
  it("goes to HIRING_NOTIFY_TO, enquiries to LEADS_NOTIFY_TO, and neither the staff nor the applicant reads the 24-hour promise", async () => {
    const mail = mailFor({ LEADS_NOTIFY_TO: "sales@agency.example", HIRING_NOTIFY_TO: "hiring@agency.example, hr@agency.example" });
    try {
      await mail.notifications.leadArrived(application(7101, "ananya.7101@example.in"));
      await mail.notifications.leadArrived(enquiry(7102));
      const staff = await inbox.waitFor((m) => m.subject.includes("Ananya Rao") && m.recipients.includes("hiring@agency.example"));
      expect(staff.recipients).toEqual(["hiring@agency.example", "hr@agency.example"]);
      expect(staff.subject).toBe("New job application: Ananya Rao, Frontend Developer");
      expect(staff.text).toContain("A new job application arrived on the website.");
      expect(`${staff.text}${staff.html}`).not.toMatch(/24 hours/);
      const reply = await inbox.waitFor((m) => m.recipients.includes("ananya.7101@example.in"));
      expect(reply.text).toContain("Our hiring team reads every application and will contact you if your profile fits the role.");
      expect(reply.text).not.toMatch(/24 hours/);
      const sales = await inbox.waitFor((m) => m.subject.includes("Rahul Gupta") && m.recipients.includes("sales@agency.example"));
      expect(sales.recipients).toEqual(["sales@agency.example"]);
      expect(sales.text).toContain("The site promised Rahul Gupta a reply within 24 hours.");
      expect(inbox.messages.filter((m) => m.subject.includes("Ananya Rao") && m.recipients.includes("sales@agency.example"))).toEqual([]);
      // The 20-hour "reply promised within 24 hours" reminder is the enquiry's alone.
      const queue = new MailQueue(outbox.db);
      expect(await queue.find(leadMailKey({ kind: "application", id: 7101 }, "reminder"))).toBeFalsy();
      expect(await queue.find(leadMailKey({ kind: "enquiry", id: 7102 }, "reminder"))).toBeTruthy();
    } finally {
      await mail.stop();
    }
  });

  it("goes to the LEADS_NOTIFY_TO addresses when HIRING_NOTIFY_TO is unset", async () => {
    const mail = mailFor({ LEADS_NOTIFY_TO: "sales@agency.example" });
    try {
      await mail.notifications.leadArrived(application(7201, "ananya.7201@example.in"));
      const staff = await inbox.waitFor((m) => m.text.includes("/console/leads/application/7201") && m.recipients.includes("sales@agency.example"));
      expect(staff.recipients).toEqual(["sales@agency.example"]);
    } finally {
      await mail.stop();
    }
  });

  it("refuses a HIRING_NOTIFY_TO that is no list of addresses, naming it", () => {
    expect(() => parseEnv({ HIRING_NOTIFY_TO: "hiring@agency.example hr@agency.example" })).toThrow(
      "HIRING_NOTIFY_TO: must be email addresses separated by commas, e.g. hiring@agency.example",
    );
  });
});
