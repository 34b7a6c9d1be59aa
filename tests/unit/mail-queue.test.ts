import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAIL_LEASE_MS, MAIL_RETRY_MAX_MS, MailQueue, type QueuedMail } from "../../server/mail/queue";
import { queuedNotifications } from "../../server/mail/notifications";
import { smtpSender } from "../../server/mail/transport";
import { MailWorker } from "../../server/mail/worker";
import { company } from "../../app/content/company";
import { claimDueSteps, remindDueSteps } from "../../server/mail/next-step-reminders";
import { API, upstream } from "../mocks/server";
import { manualClock, tempDir } from "../routes/forms-fixtures";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";

// One PGlite for the file, reopened for the restart: a fresh one takes seconds.
const storage = tempDir();
const clock = manualClock();
let queue: MailQueue;
let inbox: SmtpInbox;
let sender: ReturnType<typeof smtpSender>;
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  queue = await MailQueue.open({ dataDir: storage.dir }, clock.now);
  inbox = await startSmtpInbox({ port: 0 });
  sender = smtpSender(inbox.url);
});
afterAll(async () => {
  sender?.close();
  await inbox?.close();
  await queue?.close();
  storage.remove();
});

const worker = () => new MailWorker(queue, { send: sender.send, log: quiet, now: clock.now });

let serial = 0;
function mail(overrides: Partial<QueuedMail> = {}): QueuedMail {
  serial += 1;
  return {
    key: `test:${serial}:${Math.random()}`,
    message: {
      from: '"Agency website" <no-reply@localhost>',
      to: ["sales@agency.example"],
      subject: `Test mail ${serial}`,
      text: `Body of mail ${serial}`,
    },
    ...overrides,
  };
}

const received = (subject: string) => inbox.messages.filter((message) => message.subject === subject);

describe("the mail queue", () => {
  it("queues a key once, however often it is asked", async () => {
    const once = mail();
    await queue.add(once);
    await queue.add({ ...once, message: { ...once.message, subject: "Changed" } });
    expect(await worker().runOnce()).toMatchObject({ sent: 1, retried: 0 });
    expect(received(once.message.subject)).toHaveLength(1);
    expect(received("Changed")).toHaveLength(0);
  });

  it("keeps mail through an hour of refusals and a restart, then sends it once", async () => {
    const kept = mail();
    inbox.refuse({ code: 451 });
    await queue.add(kept);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, retried: 1 });

    // Tried again only once the backoff has passed: 5 s, 10 s, 20 s… never more than 5 minutes apart.
    const delays: number[] = [];
    for (let minute = 0; minute < 60; ) {
      const row = await queue.find(kept.key);
      const wait = row!.nextAttemptAt.getTime() - clock.now().getTime();
      delays.push(wait);
      clock.advance(wait - 1);
      expect(await worker().runOnce()).toMatchObject({ sent: 0, retried: 0 });
      clock.advance(1);
      expect(await worker().runOnce()).toMatchObject({ sent: 0, retried: 1 });
      minute += wait / 60_000;
    }
    expect(delays.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(Math.max(...delays)).toBe(MAIL_RETRY_MAX_MS);
    expect(inbox.refusals).toBeGreaterThanOrEqual(delays.length);
    expect(received(kept.message.subject)).toHaveLength(0);

    // A restart while the server is still down: the same data, a new queue.
    await queue.close();
    queue = await MailQueue.open({ dataDir: storage.dir }, clock.now);
    const before = await queue.find(kept.key);
    expect(before).toMatchObject({ sentAt: null, droppedAt: null, lastError: expect.stringContaining("451") });

    inbox.accept();
    clock.advance(MAIL_RETRY_MAX_MS);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(received(kept.message.subject)).toHaveLength(1);

    // And another restart, long after: nothing goes twice.
    await queue.close();
    queue = await MailQueue.open({ dataDir: storage.dir }, clock.now);
    clock.advance(24 * 60 * 60_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, retried: 0 });
    expect(received(kept.message.subject)).toHaveLength(1);
    expect((await queue.find(kept.key))?.sentAt).toBeInstanceOf(Date);
  }, 60_000);

  it("tries again after a 421 that closes the connection, as after a 451", async () => {
    const closed = mail();
    inbox.refuse({ code: 421 });
    await queue.add(closed);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, retried: 1 });
    expect((await queue.find(closed.key))?.lastError).toContain("421");
    inbox.accept();
    clock.advance(5_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(received(closed.message.subject)).toHaveLength(1);
  });

  it("sends a mail whose sender died after claiming it, once its lease has run out", async () => {
    const orphan = mail();
    await queue.add(orphan);
    expect(await queue.claimNext()).toMatchObject({ key: orphan.key, attempts: 1 });
    // The claiming process is gone; nobody else takes the row before the lease ends.
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });
    clock.advance(MAIL_LEASE_MS);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(received(orphan.message.subject)).toHaveLength(1);
  });

  it("gives up on a mail the server refuses for good (5xx), and says so", async () => {
    const refused = mail();
    inbox.refuse({ code: 451 });
    await queue.add(refused);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const permanent = Object.assign(new Error("550 No such user"), { responseCode: 550, permanent: true });
    const failing = new MailWorker(queue, { send: () => Promise.reject(permanent), log, now: clock.now });
    expect(await failing.runOnce()).toMatchObject({ dropped: 1 });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("550 No such user"));
    inbox.accept();
    clock.advance(60 * 60_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, retried: 0 });
  });
});

describe("the lead reminder", () => {
  const settings = { from: '"Agency website" <no-reply@localhost>', leadsTo: ["sales@agency.example"], siteUrl: "https://www.example.test" };
  const lead = (id: number, name: string) => ({
    kind: "enquiry" as const,
    id,
    receivedAt: clock.now().toISOString(),
    form: "quote" as const,
    name,
    email: `${name.split(" ")[0].toLowerCase()}@example.in`,
    phone: "+919876543210",
    service: "Web Development",
    message: "We need a new site.",
    utm: { utm_source: "google" },
  });

  it("goes 20 hours after arrival, only for a lead still new", async () => {
    const statuses: Record<string, string> = { "9001": "new", "9002": "contacted" };
    const asked: string[] = [];
    upstream.use(
      http.get(`${API}/staff/leads/enquiry/:id/status`, ({ params, request }) => {
        asked.push(`${params.id} ${request.headers.get("X-Site-Key") ? "with" : "without"} the site key`);
        const status = statuses[String(params.id)];
        return status ? HttpResponse.json({ status }) : HttpResponse.json({ message: "Not found" }, { status: 404 });
      }),
    );
    const notifications = queuedNotifications(queue, settings, () => {});
    await notifications.leadArrived(lead(9001, "Asha Verma"));
    await notifications.leadArrived(lead(9002, "Rohan Mehta"));
    await notifications.leadArrived(lead(9003, "Kavya Iyer"));
    // Told again (an outbox retry, a replayed answer): still one of each.
    await notifications.leadArrived(lead(9001, "Asha Verma"));

    expect(await worker().runOnce()).toMatchObject({ sent: 3 });
    expect(inbox.messages.filter((m) => m.subject.startsWith("New quote request: "))).toHaveLength(3);
    expect(asked).toEqual([]);

    clock.advance(20 * 60 * 60_000 - 1_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, dropped: 0 });
    clock.advance(1_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1, dropped: 2 });

    const reminders = inbox.messages.filter((m) => m.subject.startsWith("Reminder: "));
    expect(reminders.map((m) => m.subject)).toEqual(["Reminder: reply promised within 24 hours: Asha Verma, Web Development"]);
    expect(reminders[0].replyTo).toBe("asha@example.in");
    expect(reminders[0].text).toContain("https://www.example.test/console/leads/enquiry/9001");
    expect(asked.sort()).toEqual(["9001", "9002", "9003"].map((id) => `${id} with the site key`));
    expect(await queue.find("lead:enquiry:9002:reminder")).toMatchObject({ lastError: "not sent: the lead is contacted" });
    expect(await queue.find("lead:enquiry:9003:reminder")).toMatchObject({ lastError: "not sent: the lead is gone" });
  });

  it("asks again later when the API cannot say", async () => {
    upstream.use(http.get(`${API}/staff/leads/enquiry/:id/status`, () => HttpResponse.error()));
    const notifications = queuedNotifications(queue, settings, () => {});
    await notifications.leadArrived(lead(9100, "Neha Rao"));
    clock.advance(20 * 60 * 60_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1, retried: 1 });
    expect((await queue.find("lead:enquiry:9100:reminder"))?.lastError).toBe("The API could not be reached");

    upstream.use(http.get(`${API}/staff/leads/enquiry/:id/status`, () => HttpResponse.json({ status: "new" })));
    clock.advance(MAIL_RETRY_MAX_MS);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(inbox.messages.some((m) => m.subject === "Reminder: reply promised within 24 hours: Neha Rao, Web Development")).toBe(true);
  });
});

describe("a lead's owner", () => {
  const settings = {
    from: '"Agency website" <no-reply@localhost>',
    leadsTo: ["sales@agency.example"],
    siteUrl: "https://www.example.test",
    whatsappTemplates: async () => ({ enquiry: "Namaste {name}, {agency} here about {service}.", application: null }),
  };
  const lead = (id: number, name: string, owner?: { name: string; email: string }) => ({
    kind: "enquiry" as const,
    id,
    receivedAt: clock.now().toISOString(),
    form: "quote" as const,
    name,
    email: "visitor@example.in",
    phone: "+91 98765 43210",
    service: "Web Development",
    ...(owner ? { owner } : {}),
  });
  const to = (address: string) => inbox.messages.filter((m) => m.recipients.includes(address));

  it("gets a lead given in turn on arrival, and the new-lead mail has the tel: and wa.me links with the agency's text", async () => {
    const notifications = queuedNotifications(queue, settings, () => {});
    await notifications.leadArrived(lead(9201, "Ira Sen", { name: "Ravi", email: "ravi.rr@agency.example" }));
    await worker().runOnce();
    const owners = to("ravi.rr@agency.example");
    expect(owners.map((m) => m.subject)).toEqual(["A lead is yours: Ira Sen, Web Development"]);
    expect(owners[0].text).toContain("https://www.example.test/console/leads/enquiry/9201/contact/whatsapp");
    const notice = inbox.messages.find((m) => m.subject === "New quote request: Ira Sen, Web Development")!;
    expect(notice.text).toContain("Call: tel:+919876543210");
    expect(notice.text).toContain(`WhatsApp: https://wa.me/919876543210?text=${encodeURIComponent(`Namaste Ira Sen, ${company.name} here about Web Development.`)}`);
    expect(notice.html).toContain('href="tel:+919876543210"');
  });

  it("is sent the 20-hour reminder instead of the leads addresses once the lead is theirs", async () => {
    upstream.use(
      http.get(`${API}/staff/leads/enquiry/:id/status`, ({ params }) =>
        HttpResponse.json({ status: "new", owner: params.id === "9301" ? { name: "Asha", email: "asha.owner@agency.example" } : null }),
      ),
    );
    const notifications = queuedNotifications(queue, settings, () => {});
    await notifications.leadArrived(lead(9301, "Owned Lead"));
    await notifications.leadArrived(lead(9302, "Nobody's Lead"));
    await worker().runOnce();
    clock.advance(20 * 60 * 60_000);
    await worker().runOnce();
    const reminder = (name: string) => inbox.messages.find((m) => m.subject === `Reminder: reply promised within 24 hours: ${name}, Web Development`)!;
    expect(reminder("Owned Lead").recipients).toEqual(["asha.owner@agency.example"]);
    expect(reminder("Nobody's Lead").recipients).toEqual(["sales@agency.example"]);
  });

  it("is reminded of each next step that fell due, once, by the minute's claim", async () => {
    let claims = 0;
    upstream.use(
      http.post(`${API}/staff/lead-reminders/claim`, ({ request }) => {
        claims += 1;
        expect(request.headers.get("X-Site-Key")).toBeTruthy();
        // The API hands a claimed step out once: the second round gets nothing.
        return HttpResponse.json({
          data:
            claims > 1
              ? []
              : [
                  {
                    kind: "enquiry",
                    id: 9401,
                    name: "Kiran Das",
                    email: "kiran@example.in",
                    phone: "+919812345678",
                    service: "Web Development",
                    position: null,
                    next_step: { at: "2026-11-28T05:30:00.000Z", text: "Call back" },
                    assignee: { id: 3, name: "Ravi", email: "ravi.steps@agency.example" },
                  },
                ],
        });
      }),
    );
    const notifications = queuedNotifications(queue, settings, () => {});
    expect(await remindDueSteps(claimDueSteps, notifications.nextStepDue!, settings.siteUrl)).toBe(1);
    expect(await remindDueSteps(claimDueSteps, notifications.nextStepDue!, settings.siteUrl)).toBe(0);
    await worker().runOnce();
    const mails = to("ravi.steps@agency.example");
    expect(mails.map((m) => m.subject)).toEqual(["Follow up: Kiran Das — Call back, due 28 Nov 2026, 11:00 am IST"]);
    expect(mails[0].text).toContain("https://www.example.test/console/leads/enquiry/9401");
    expect(mails[0].replyTo).toBe("kiran@example.in");
  });

  it("is handed back to the API when the queue cannot take it, and queued by the next round, then sent once", async () => {
    const due = {
      kind: "enquiry",
      id: 9402,
      name: "Meera Rao",
      email: "meera@example.in",
      phone: null,
      service: "Web Development",
      position: null,
      next_step: { at: "2026-11-28T06:30:00.000Z", text: "Send the estimate" },
      assignee: { id: 4, name: "Ravi", email: "ravi.retry@agency.example" },
    };
    // The API's side: a released reminder is claimed again, a claimed one is not.
    let claimable = true;
    const released: unknown[] = [];
    upstream.use(
      http.post(`${API}/staff/lead-reminders/claim`, () => {
        const data = claimable ? [due] : [];
        claimable = false;
        return HttpResponse.json({ data });
      }),
      http.post(`${API}/staff/lead-reminders/release`, async ({ request }) => {
        expect(request.headers.get("X-Site-Key")).toBeTruthy();
        released.push(await request.json());
        claimable = true;
        return HttpResponse.json({ released: 1 });
      }),
    );
    const notifications = queuedNotifications(queue, settings, () => {});
    const failingOnce = vi.fn().mockRejectedValueOnce(new Error("the outbox's database is down")).mockImplementation(notifications.nextStepDue!);
    expect(await remindDueSteps(claimDueSteps, failingOnce, settings.siteUrl, quiet)).toBe(0);
    expect(released).toEqual([{ reminders: [{ kind: "enquiry", id: 9402, at: "2026-11-28T06:30:00.000Z" }] }]);
    expect(await remindDueSteps(claimDueSteps, failingOnce, settings.siteUrl, quiet)).toBe(1);
    expect(await remindDueSteps(claimDueSteps, failingOnce, settings.siteUrl, quiet)).toBe(0);
    await worker().runOnce();
    expect(to("ravi.retry@agency.example").map((m) => m.subject)).toEqual(["Follow up: Meera Rao — Send the estimate, due 28 Nov 2026, 12:00 pm IST"]);
  });
});

// Runs where a PostgreSQL server is given, e.g. TEST_DATABASE_URL="$(bash scripts/postgres-test.sh start)".
describe.runIf(process.env.TEST_DATABASE_URL)("the mail queue on PostgreSQL", () => {
  it("sends each mail once when two instances' workers drain the same table", async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!;
    const later = manualClock(Date.now() + 60_000);
    const [first, second] = await Promise.all([
      MailQueue.open({ dataDir: storage.dir, databaseUrl }, later.now),
      MailQueue.open({ dataDir: storage.dir, databaseUrl }, later.now),
    ]);
    try {
      const run = `pg-${Date.now()}-${Math.random()}`;
      const subjects = Array.from({ length: 30 }, (_, i) => `${run} mail ${i}`);
      for (const subject of subjects) await first.add(mail({ key: subject, message: { ...mail().message, subject } }));

      const perWorker = [0, 0];
      const workers = [first, second].map((q) => new MailWorker(q, { send: sender.send, log: quiet, now: later.now }));
      for (let round = 0; round < 3; round += 1) {
        const counts = await Promise.all(workers.map((w) => w.runOnce()));
        counts.forEach(({ sent }, i) => (perWorker[i] += sent));
      }
      const ours = inbox.messages.filter((message) => message.subject.startsWith(run)).map((message) => message.subject);
      expect(ours.sort()).toEqual([...subjects].sort());
      expect(perWorker.every((n) => n > 0)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
