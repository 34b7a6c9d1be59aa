import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openOutboxDatabase } from "../../server/outbox/database";
import { CommentDigest, DIGEST_EVERY_MS } from "../../server/mail/comment-digest";
import { queuedNotifications } from "../../server/mail/notifications";
import { MailQueue } from "../../server/mail/queue";
import { smtpSender } from "../../server/mail/transport";
import { MailWorker } from "../../server/mail/worker";
import type { HeldCommentNotice } from "../../server/outbox/schema";
import { manualClock, tempDir } from "../routes/forms-fixtures";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";

const storage = tempDir();
const clock = manualClock(Date.parse("2026-11-23T10:00:00.000Z"));
const settings = { from: '"Agency website" <no-reply@localhost>', to: ["editor@agency.example"], siteUrl: "https://www.example.test" };
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let database: Awaited<ReturnType<typeof openOutboxDatabase>>;
let queue: MailQueue;
let inbox: SmtpInbox;
let sender: ReturnType<typeof smtpSender>;

beforeAll(async () => {
  database = await openOutboxDatabase({ dataDir: storage.dir });
  queue = new MailQueue(database.db, clock.now);
  inbox = await startSmtpInbox({ port: 0 });
  sender = smtpSender(inbox.url);
});
afterAll(async () => {
  sender?.close();
  await inbox?.close();
  await database?.close();
  storage.remove();
});

const worker = () => new MailWorker(queue, { send: sender.send, log: quiet, now: clock.now });
const digests = () => inbox.messages.filter((message) => message.subject.startsWith("Comments to review"));

function held(name: string, content: string, reason = "More than two links"): HeldCommentNotice {
  return { postTitle: "Designing for speed", postSlug: "designing-for-speed", name, content, reason, heldAt: clock.now().toISOString() };
}

describe("the held comments digest", () => {
  it("sends one email for several held comments within 15 minutes, listing each of them", async () => {
    const notifications = queuedNotifications(queue, { ...settings, leadsTo: [] }, () => {}, new CommentDigest(database.db, settings, clock.now));

    await notifications.commentHeld!(held("Ravi", "Buy now at a.com b.com c.com"));
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(digests()).toHaveLength(1);
    expect(digests()[0].text).toContain("Ravi on “Designing for speed”");

    // Three more within the next 15 minutes: nothing goes until the window ends, then one mail with all three.
    clock.advance(60_000);
    await notifications.commentHeld!(held("Anita", "Same text again", "Same text posted again within 10 minutes"));
    clock.advance(5 * 60_000);
    await notifications.commentHeld!(held("Sam", "Visit my casino", "A word on the block list"));
    clock.advance(5 * 60_000);
    await notifications.commentHeld!(held("<b>Eve</b>", "x".repeat(500)));
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });

    clock.advance(DIGEST_EVERY_MS - 11 * 60_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(digests()).toHaveLength(2);
    const second = digests()[1];
    expect(second.subject).toBe("Comments to review: 3 comments wait");
    expect(second.recipients).toEqual(["editor@agency.example"]);
    for (const text of ["Anita on “Designing for speed”", "Same text posted again within 10 minutes", "Sam", "A word on the block list", "<b>Eve</b>"]) {
      expect(second.text).toContain(text);
    }
    expect(second.text).not.toContain("Ravi");
    // Long comments are cut to an excerpt; the visitor's markup is escaped in the HTML part.
    expect(second.text).toContain(`${"x".repeat(199)}…`);
    expect(second.text).not.toContain("x".repeat(201));
    expect(second.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(second.text).toContain("https://www.example.test/console/comments");
  });

  it("shares the schedule through the database: another instance's digest waits for the same window", async () => {
    const here = new CommentDigest(database.db, settings, clock.now);
    const elsewhere = new CommentDigest(database.db, settings, clock.now);
    clock.advance(DIGEST_EVERY_MS);
    await here.add(held("Kiran", "first in this window"));
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    clock.advance(60_000);
    await elsewhere.add(held("Lata", "second, from another instance"));
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });
    clock.advance(DIGEST_EVERY_MS);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(digests().at(-1)?.text).toContain("Lata");
  });
});
