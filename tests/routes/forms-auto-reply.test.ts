import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/lib/forms/form-reply";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { action as contactAction } from "~/routes/contact";
import { company } from "~/content/company";
import { DEFAULT_REPLY_SETTINGS } from "../../contract/intake";
import type { AppLoadContext } from "@remix-run/node";
import { queuedNotifications } from "../../server/mail/notifications";
import { MailQueue } from "../../server/mail/queue";
import { REPLIES_PER_HOUR } from "../../server/mail/reply-limits";
import { smtpSender } from "../../server/mail/transport";
import { MailWorker } from "../../server/mail/worker";
import { openOutboxDatabase, type OutboxDatabase } from "../../server/outbox/database";
import { FormTokens } from "../../server/outbox/form-tokens";
import { createPostgresDatabase } from "../api/postgres-database";
import { apiReceipt, enquiries } from "../mocks/api/enquiries";
import { failure } from "../mocks/api/stub";
import { withHoneypot } from "../support/honeypot";
import { callAction, postRequest } from "../support/route";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { manualClock, tempDir } from "./forms-fixtures";

// One PGlite and one real SMTP server for the file: the replies go through the queue and sender production uses.
const storage = tempDir();
let inbox: SmtpInbox;
let sender: ReturnType<typeof smtpSender>;
let outbox: Awaited<ReturnType<typeof openOutboxDatabase>>;
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  inbox = await startSmtpInbox({ port: 0 });
  sender = smtpSender(inbox.url);
  outbox = await openOutboxDatabase({ dataDir: storage.dir });
}, 240_000);
afterAll(async () => {
  sender?.close();
  await inbox?.close();
  await outbox?.close();
  storage.remove();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

/** One instance of the site: its mail queue and its ledger of form timestamps, on a database it may share. */
function instance(db: OutboxDatabase, clock = manualClock()) {
  const queue = new MailQueue(db, clock.now);
  const notifications = queuedNotifications(
    queue,
    // No staff addresses: what reaches the inbox is the visitors' replies alone.
    { from: '"Vyom Digital" <no-reply@agency.example>', leadsTo: [], siteUrl: "https://www.example.test", replies: async () => DEFAULT_REPLY_SETTINGS, positions: async () => ["Frontend Developer"] },
    () => {},
  );
  return {
    clock,
    notifications,
    formTokens: new FormTokens(db),
    /** Sends what the queue holds, as the server's worker does. */
    send: () => new MailWorker(queue, { send: sender.send, log: quiet, now: clock.now }).runOnce(),
  };
}

type Site = ReturnType<typeof instance>;

const contact = {
  name: "Meera Joshi",
  email: "meera@example.com",
  countryCode: "+91",
  phone: "98765 43210",
  service: "Custom Web & Mobile App Development",
  message: "Please call me about a new website.",
};

function postContact(site: Site, fields: Record<string, string>, clientIp: string) {
  const context: AppLoadContext = { cspNonce: "", clientIp, notifications: site.notifications, formTokens: site.formTokens };
  return callAction<FormReply>(contactAction, postRequest("/contact", fields), {}, context);
}

const to = (address: string) => inbox.messages.filter((mail) => mail.recipients.some((recipient) => recipient.toLowerCase() === address));
/** Mail to any spelling of one mailbox: another case, or a +tag. */
const toMailbox = (mailbox: string) =>
  inbox.messages.filter((mail) => mail.recipients.some((recipient) => recipient.trim().toLowerCase().replace(/\+[^@]*@/, "@") === mailbox));

/** The honeypot fields of a page rendered `secondsAgo` seconds ago: each its own page. */
function pageFrom(secondsAgo: number) {
  return { name__confirm: "", from__confirm: honeypotInputProps({ validFromTimestamp: Date.now() - secondsAgo * 1000 }).encryptedValidFrom };
}

/**
 * Fifty enquiries at once, each from an address and a page of its own, each giving the victim's
 * address spelt another way: every one is stored, one automatic reply reaches the victim.
 */
async function aimFiftyAt(sites: Site[], victim: string, spellings: (i: number) => string) {
  const stored = enquiries((call) => apiReceipt(call.order));
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      postContact(sites[i % sites.length], { ...pageFrom(60 + i), ...contact, email: spellings(i), message: `Message number ${i}: click https://evil.example/${i}` }, `198.51.100.${i + 1}`),
    ),
  );
  expect(answers.map((answer) => answer.data.outcome)).toEqual(Array(50).fill("sent"));
  expect(stored.all).toHaveLength(50);
  for (const site of sites) await site.send();
  expect(toMailbox(victim)).toHaveLength(1);
}

describe("the automatic reply", () => {
  it("reaches one address once a day, however many enquiries at once aim at it from however many addresses", async () => {
    const site = instance(outbox.db);
    const spellings = ["victim@example.com", "Victim@Example.COM", " victim@example.com ", "victim+offer@example.com"];
    await aimFiftyAt([site], "victim@example.com", (i) => spellings[i % spellings.length]);

    // A day later the address may have one again, and only one.
    site.clock.advance(24 * 60 * 60_000);
    enquiries((call) => apiReceipt(1000 + call.order));
    for (let i = 0; i < 3; i += 1) await postContact(site, { ...pageFrom(60 + i), ...contact, email: "VICTIM@example.com" }, `198.51.100.${100 + i}`);
    await site.send();
    expect(toMailbox("victim@example.com")).toHaveLength(2);
  });

  it("counts Gmail's dotted and googlemail.com spellings as the one mailbox they reach", async () => {
    const site = instance(outbox.db);
    const spellings = ["ana.victim@gmail.com", "anavictim@googlemail.com", "a.n.a.victim+x@gmail.com"];
    enquiries((call) => apiReceipt(2000 + call.order));
    for (const [i, email] of spellings.entries()) await postContact(site, { ...pageFrom(60 + i), ...contact, email }, `198.51.100.${150 + i}`);
    await site.send();
    expect(spellings.flatMap((email) => to(email))).toHaveLength(1);
  });

  it(`sends at most ${REPLIES_PER_HOUR} in a clock hour, every address together, and more the next hour`, async () => {
    // An hour of its own, far from the other tests' replies.
    const site = instance(outbox.db, manualClock(Date.UTC(2031, 0, 1, 10, 0, 0)));
    const lead = (id: number) => ({
      kind: "enquiry" as const,
      id,
      receivedAt: site.clock.now().toISOString(),
      form: "contact" as const,
      name: "Hour Test",
      email: `hour.${id}@example.net`,
      phone: "+919876543210",
      service: "Other service",
    });
    await Promise.all(Array.from({ length: REPLIES_PER_HOUR + 5 }, (_, i) => site.notifications.leadArrived(lead(3000 + i))));
    await site.send();
    const hourReplies = () => inbox.messages.filter((mail) => mail.recipients.some((recipient) => recipient.startsWith("hour.")));
    expect(hourReplies()).toHaveLength(REPLIES_PER_HOUR);

    site.clock.advance(60 * 60_000);
    await site.notifications.leadArrived(lead(3100));
    await site.send();
    expect(hourReplies()).toHaveLength(REPLIES_PER_HOUR + 1);
  });

  it("quotes nothing the visitor typed but the name, and carries no link of theirs", async () => {
    const site = instance(outbox.db);
    enquiries(apiReceipt(4001));
    const sent = { ...contact, email: "typed.text@example.org", message: "Your account is locked: sign in at https://evil.example/login now" };
    await postContact(site, withHoneypot(sent), "198.51.100.201");
    await site.send();
    const [reply] = to("typed.text@example.org");
    expect(reply.subject).toBe(`We received your enquiry – ${company.name}`);
    expect(reply.text).toContain("Hello Meera Joshi,");
    expect(reply.text).toContain("Service: Custom Web & Mobile App Development");
    for (const typed of ["evil", "locked", "https://", "98765", "43210", "example.org"]) expect(reply.text).not.toContain(typed);
  });

  it("leaves out a name that could read as a link, a service and a position of the visitor's own, and the résumé's file name", async () => {
    const site = instance(outbox.db);
    enquiries(apiReceipt(4002));
    await postContact(site, withHoneypot({ ...contact, name: "Visit evil.example", email: "link.name@example.org" }), "198.51.100.202");
    const application = {
      kind: "application" as const,
      id: 4003,
      receivedAt: new Date().toISOString(),
      form: "career" as const,
      name: "Call 1800 555 0100",
      email: "applicant.link@example.org",
      phone: "+919876543210",
      position: "Win a prize at evil.example",
      message: "See https://evil.example",
      resume: { filename: "evil.example.pdf", contentType: "application/pdf", size: 1234 },
    };
    await site.notifications.leadArrived(application);
    // A released lead the API stored as sent (a service no form offers) gets the same treatment.
    await site.notifications.leadArrived({ ...application, kind: "enquiry", id: 4004, form: "contact", email: "own.service@example.org", position: undefined, resume: undefined, service: "SEO at evil.example" });
    await site.send();

    const [named] = to("link.name@example.org");
    expect(named.text).toContain("Hello there,");
    const [applied] = to("applicant.link@example.org");
    expect(applied.text).toContain("Hello there,");
    expect(applied.text).toContain("Thank you for applying for the position at");
    expect(applied.text).toContain("Résumé: received");
    const [own] = to("own.service@example.org");
    expect(own.text).toContain("We received your enquiry about our services");
    for (const reply of [named, applied, own]) {
      for (const typed of ["evil", "1800", "prize", "https://"]) expect(`${reply.subject}\n${reply.text}`).not.toContain(typed);
    }
  });

  it("names an opening of the agency's own, and a plain name with initials", async () => {
    const site = instance(outbox.db);
    await site.notifications.leadArrived({
      kind: "application",
      id: 4005,
      receivedAt: new Date().toISOString(),
      form: "career",
      name: "A. K. D'Souza-Nair",
      email: "plain.applicant@example.org",
      phone: "+919876543210",
      position: "Frontend Developer",
    });
    await site.send();
    const [reply] = to("plain.applicant@example.org");
    expect(reply.text).toContain("Hello A. K. D'Souza-Nair,");
    expect(reply.text).toContain("Thank you for applying for Frontend Developer at");
  });

  it("is never sent for a lead the spam check held", async () => {
    const site = instance(outbox.db);
    enquiries({ ...apiReceipt(4006), spam: true });
    const answer = await postContact(site, withHoneypot({ ...contact, email: "held.as.spam@example.org" }), "198.51.100.203");
    expect(answer.data.outcome).toBe("sent");
    await site.send();
    expect(to("held.as.spam@example.org")).toEqual([]);
  });
});

describe("the form page's honeypot timestamp", () => {
  const page = () => pageFrom(60);

  it("backs one submission per address: fifty replays at once from fifty addresses send one, the rest refused with a message and the input kept", async () => {
    const site = instance(outbox.db);
    const stored = enquiries((call) => apiReceipt(5000 + call.order));
    const rendered = page();
    const spellings = ["replayed@example.org", "Replayed@Example.org", "replayed+again@example.org"];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postContact(site, { ...rendered, ...contact, email: spellings[i % spellings.length], message: `Replay number ${i} of the same page` }, `100.64.1.${i + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(49).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.data.result.error?.[""]).toEqual([
      "This form was already sent from this page with this email address. Please reload the page to send another message.",
    ]);
    expect(refused.data.result.initialValue).toMatchObject({ message: expect.stringMatching(/^Replay number \d+ of the same page$/) });
    expect(stored.all).toHaveLength(1);

    // The same post again (a double click) is the same submission; another visitor of the same
    // cached page, with an address of their own, sends theirs.
    const first = stored.all[0].body as { email: string; message: string };
    const again = await postContact(site, { ...rendered, ...contact, email: first.email, message: first.message }, "100.64.2.1");
    expect(again.status).toBe(200);
    expect(stored.all[1].headers.get("Idempotency-Key")).toBe(stored.all[0].headers.get("Idempotency-Key"));
    expect((await postContact(site, { ...rendered, ...contact, email: "another.visitor@example.org" }, "100.64.2.2")).status).toBe(200);
    expect(stored.all).toHaveLength(3);
  });

  it("is given back when the API refuses the submission, and the accepted answer brings a timestamp for the page's next post", async () => {
    const site = instance(outbox.db);
    const rendered = page();
    enquiries(failure(400, "Bad phone"));
    expect((await postContact(site, { ...rendered, ...contact }, "192.0.2.61")).status).toBe(400);
    enquiries(apiReceipt(5101));
    const accepted = await postContact(site, { ...rendered, ...contact, phone: "98765 43211" }, "192.0.2.61");
    expect(accepted.data.outcome).toBe("sent");
    expect(accepted.data.formToken).toEqual(expect.any(String));
    expect(accepted.data.formToken).not.toBe(rendered.from__confirm);

    // The page's own timestamp went with that submission; the one the answer brought is new.
    expect((await postContact(site, { ...rendered, ...contact, message: "A second question" }, "192.0.2.61")).status).toBe(409);
    enquiries(apiReceipt(5102));
    const next = await postContact(site, { ...rendered, ...contact, from__confirm: accepted.data.formToken!, message: "A second question" }, "192.0.2.61");
    expect(next.data.outcome).toBe("sent");
  });

  it("is refused once it is more than a week old, and a post without one goes to the spam check", async () => {
    const site = instance(outbox.db);
    const stored = enquiries(apiReceipt(5201));
    const old = honeypotInputProps({ validFromTimestamp: Date.now() - 8 * 24 * 60 * 60_000 }).encryptedValidFrom;
    const stale = await postContact(site, { name__confirm: "", from__confirm: old, ...contact }, "192.0.2.62");
    expect(stale.status).toBe(400);
    expect(stale.data.result.error?.[""]).toEqual(["This page was opened more than a week ago. Please reload the page and send the form again."]);
    expect(stored.all).toHaveLength(0);

    expect((await postContact(site, { ...contact }, "192.0.2.62")).data.outcome).toBe("sent");
    expect(stored.last()?.body).toMatchObject({ signals: { honeypot: true } });
  });

  it("is settled by the database when fifty claims of one arrive at once", async () => {
    const tokens = new FormTokens(outbox.db);
    const use = (i: number) => ({ kind: "enquiry", renderedAt: 1_700_000_000_000, mailbox: "claimed@example.org", submissionKey: `key-${i}` });
    const owners = await Promise.all(Array.from({ length: 50 }, (_, i) => tokens.claim(use(i))));
    expect(owners.filter(Boolean)).toHaveLength(1);
  });
});

// Runs where a PostgreSQL server is given, e.g. TEST_DATABASE_URL="$(bash scripts/postgres-test.sh start)".
describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, two instances sharing one database", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let opened: Awaited<ReturnType<typeof openOutboxDatabase>>[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "auto_reply");
    opened = await Promise.all([0, 1].map(() => openOutboxDatabase({ dataDir: storage.dir, databaseUrl: database.databaseUrl })));
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await database?.drop();
  });

  it("send one automatic reply to fifty enquiries aimed at one address from fifty addresses", async () => {
    const sites = opened.map((db) => instance(db.db));
    await aimFiftyAt(sites, "pg.victim@example.com", (i) => (i % 2 ? "PG.Victim@example.com" : "pg.victim+x@example.com"));
  });

  it("let one of fifty claims of a page's timestamp win", async () => {
    const tokens = opened.map((db) => new FormTokens(db.db));
    const use = (i: number) => ({ kind: "enquiry", renderedAt: 1_700_000_000_000, mailbox: "pg.claimed@example.org", submissionKey: `key-${i}` });
    const owners = await Promise.all(Array.from({ length: 50 }, (_, i) => tokens[i % 2].claim(use(i))));
    expect(owners.filter(Boolean)).toHaveLength(1);
  });
});
