import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, emitWithAck, json, nextEvent, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

let t: TestServer;
let blogId: number;
let otherBlogId: number;
let staffHeaders: Record<string, string>;
let ownerHeaders: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  const blogs = await json<Array<{ id: number; is_published: boolean }>>(await t.call("/blogs"));
  const published = blogs.filter((blog) => blog.is_published);
  blogId = published[0].id;
  otherBlogId = published[1].id;
  staffHeaders = (await memberSession(t, "moderator@agency.example", "staff")).headers;
  ownerHeaders = (await memberSession(t, "boss@agency.example", "owner")).headers;
});

afterAll(async () => {
  await t?.close();
});

let made = 0;
/** A text no other test used, so the repeat rule only fires where a test means it to. */
const unique = (text: string) => `${text} (${++made})`;

interface Created {
  id: number;
  content?: string;
  status: string;
  held_reason: string | null;
  owner_token: string;
}

const post = async (content: string, id = blogId): Promise<Created> => {
  const response = await t.call(`/comments/blog/${id}`, { method: "POST", json: { name: "Visitor", content } });
  expect(response.status).toBe(201);
  return json(response);
};

const listed = async (id = blogId, headers: Record<string, string> = {}) =>
  json<Array<{ id: number; status: string }>>(await t.call(`/comments/blog/${id}`, { headers }));

async function countOf(id: number): Promise<number> {
  const blogs = await json<Array<{ id: number; comments_count: number }>>(await t.call("/blogs"));
  return blogs.find((blog) => blog.id === id)!.comments_count;
}

const act = (id: number, action: string, headers = staffHeaders) =>
  t.call(`/staff/comments/${id}/${action}`, { method: "POST", headers });

const queue = async (query = "") => json(await t.call(`/staff/comments${query}`, { headers: staffHeaders }));

describe("arrival rules", () => {
  it("holds a comment with three links and publishes one with two", async () => {
    const three = await post(unique("See https://a.example.com, www.b-shop.net and cheap.io"));
    expect(three).toMatchObject({ status: "held", held_reason: "links" });
    const two = await post(unique("Sources: https://developer.mozilla.org and web.dev"));
    expect(two).toMatchObject({ status: "published", held_reason: null });
  });

  it("holds a comment with a block-list word, as a whole word in any case", async () => {
    const put = await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "casino\nfree money" }, headers: staffHeaders });
    expect(put.status).toBe(200);
    expect(await post(unique("Best CASINO bonus here"))).toMatchObject({ status: "held", held_reason: "blocked-word" });
    const money = await post(unique("Get FREE   money now"));
    expect(money).toMatchObject({ status: "held", held_reason: "blocked-word" });
    expect(await post(unique("Casinos are not my topic"))).toMatchObject({ status: "published" });
    // Staff read which entry of the list it matched.
    expect((await queue("?status=held&per_page=100")).data.find((item: { id: number }) => item.id === money.id)).toMatchObject({
      held_detail: "free money",
    });
    await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "" }, headers: staffHeaders });
  });

  it("holds the same text posted again within 10 minutes, on any post, whatever its case and spacing", async () => {
    const text = unique("Great article, thanks for sharing");
    expect(await post(text)).toMatchObject({ status: "published" });
    const again = await post(`  ${text.toUpperCase().replace(/ /g, "   ")} `, otherBlogId);
    expect(again).toMatchObject({ status: "held", held_reason: "repeated" });
  });

  it("publishes the same text again once it is older than 10 minutes", async () => {
    const text = unique("Once more");
    const first = await post(text);
    expect(first).toMatchObject({ status: "published" });
    await t.sql("update comments set created_at = now() - interval '11 minutes' where id = $1", [first.id]);
    expect(await post(text)).toMatchObject({ status: "published" });
  });
});

describe("edits are checked by the same rules", () => {
  const edit = (comment: Created, content: string) =>
    t.call(`/comments/blog/${blogId}/${comment.id}`, {
      method: "PUT",
      json: { content },
      headers: { "X-Owner-Token": comment.owner_token },
    });

  it("sends a published comment edited to four links and a block-listed word back to held, off the page and the count", async () => {
    await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "casino" }, headers: staffHeaders });
    const shown = await post(unique("A fair point about caching"));
    expect(shown.status).toBe("published");
    const before = await countOf(blogId);
    const socket = await t.socket();
    await emitWithAck(socket, "join:blog", blogId);
    const heard = nextEvent<{ blog_id: number; comments_count: number }>(socket, "blog:comment:updated");

    const response = await edit(shown, unique("casino https://a.com https://b.com https://c.com https://d.com"));
    expect(response.status).toBe(200);
    // The answer says so, as a new comment's does, so the visitor is told it awaits review.
    expect(await json(response)).toMatchObject({ id: shown.id, status: "held", held_reason: "links" });
    expect(await heard).toEqual({ blog_id: blogId, comments_count: before - 1 });
    expect((await listed()).some((comment) => comment.id === shown.id)).toBe(false);
    expect(await countOf(blogId)).toBe(before - 1);
    const held = await queue("?status=held");
    expect(held.data.find((item: { id: number }) => item.id === shown.id)).toMatchObject({ held_reason: "links" });
    socket.disconnect();
    await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "" }, headers: staffHeaders });
  });

  it("holds an edit to a block-listed word, and one repeating another comment's text", async () => {
    await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "free money" }, headers: staffHeaders });
    const blocked = await post(unique("Nice write-up"));
    expect(await json(await edit(blocked, "Get FREE money now"))).toMatchObject({ status: "held", held_reason: "blocked-word" });
    await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "" }, headers: staffHeaders });

    const first = await post(unique("Original thought"));
    const copier = await post(unique("Something else"));
    expect(await json(await edit(copier, first.content ?? ""))).toMatchObject({ status: "held", held_reason: "repeated" });
  });

  it("keeps a clean edit published (its own old text is no repeat), and never publishes a held comment by an edit", async () => {
    const shown = await post(unique("Typo in thsi comment"));
    const before = await countOf(blogId);
    const fixed = await json<{ content: string }>(await edit(shown, unique("Typo in this comment")));
    expect(fixed).toMatchObject({ status: "published", held_reason: null });
    const same = await edit(shown, fixed.content);
    expect(await json(same)).toMatchObject({ status: "published" });
    expect(await countOf(blogId)).toBe(before);

    const held = await post(unique("x.com y.com z.com"));
    const cleaned = await edit(held, unique("No links any more"));
    expect(await json(cleaned)).toMatchObject({ status: "held", held_reason: "links" });
    expect(await countOf(blogId)).toBe(before);
  });
});

describe("who sees a held comment", () => {
  it("shows it to its author's token only, marked held, and leaves it out of the count", async () => {
    const before = await countOf(blogId);
    const held = await post(unique("Visit https://x.com https://y.com https://z.com"));
    const forOthers = await listed();
    expect(forOthers.some((comment) => comment.id === held.id)).toBe(false);
    const forAuthor = await listed(blogId, { "X-Owner-Token": `someone-elses-token-0123456789, ${held.owner_token}` });
    expect(forAuthor.find((comment) => comment.id === held.id)).toMatchObject({ status: "held" });
    expect(forAuthor.every((comment) => comment.status === "published" || comment.id === held.id)).toBe(true);
    expect(await countOf(blogId)).toBe(before);
  });

  it("lets the author delete their held comment without touching the count", async () => {
    const before = await countOf(blogId);
    const held = await post(unique("a.com b.com c.com"));
    const removed = await t.call(`/comments/${held.id}`, { method: "DELETE", headers: { "X-Owner-Token": held.owner_token } });
    expect(removed.status).toBe(200);
    expect(await countOf(blogId)).toBe(before);
  });
});

describe("staff moderation", () => {
  it("refuses every staff call without a session (401)", async () => {
    const calls: Array<[string, string]> = [
      ["GET", "/staff/comments"],
      ["GET", "/staff/comments/counts"],
      ["POST", "/staff/comments/1/approve"],
      ["POST", "/staff/comments/1/hide"],
      ["POST", "/staff/comments/1/spam"],
      ["DELETE", "/staff/comments/1"],
      ["GET", "/staff/comment-block-list"],
      ["PUT", "/staff/comment-block-list"],
    ];
    for (const [method, path] of calls) {
      const response = await t.call(path, { method, json: method === "PUT" ? { phrases: "x" } : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists held comments newest first with their post and reason, never cached", async () => {
    const older = await post(unique("one.com two.com three.com"));
    const newer = await post(unique("four.com five.com six.com"), otherBlogId);
    const response = await t.call("/staff/comments?status=held", { headers: staffHeaders });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const page = await json(response);
    const ids = page.data.map((item: { id: number }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.data.find((item: { id: number }) => item.id === newer.id)).toMatchObject({
      status: "held",
      held_reason: "links",
      blog_id: otherBlogId,
      blog_title: expect.any(String),
      blog_slug: expect.any(String),
    });
    expect(page.data.find((item: { id: number }) => item.id === newer.id).held_detail).toBe("3 links");
    expect(page).toMatchObject({ page: 1, per_page: 20, total: expect.any(Number) });
    const counts = await json(await t.call("/staff/comments/counts", { headers: ownerHeaders }));
    expect(counts.held).toBe(page.total);
  });

  it("rejects a bad filter with 400", async () => {
    const response = await t.call("/staff/comments?status=gone", { headers: staffHeaders });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/status/);
  });

  it("approves a held comment: it appears for everyone, is counted, and open pages hear of it", async () => {
    const held = await post(unique("https://p.com https://q.com https://r.com"));
    const before = await countOf(blogId);
    const socket = await t.socket();
    await emitWithAck(socket, "join:blog", blogId);
    const heard = nextEvent<{ blog_id: number; comments_count: number }>(socket, "blog:comment:updated");
    const response = await act(held.id, "approve");
    expect(response.status).toBe(200);
    expect(await heard).toEqual({ blog_id: blogId, comments_count: before + 1 });
    // Approved, it no longer says why it was held.
    const approved = (await queue("?status=published")).data.find((item: { id: number }) => item.id === held.id);
    expect(approved).toMatchObject({ held_reason: null, held_detail: null });
    expect((await listed()).find((comment) => comment.id === held.id)).toMatchObject({ status: "published" });
    expect(await countOf(blogId)).toBe(before + 1);
    socket.disconnect();
  });

  it("hides and marks as spam a published comment, taking it out of the list and count", async () => {
    const shown = await post(unique("A fair point about caching"));
    const before = await countOf(blogId);
    expect((await act(shown.id, "hide")).status).toBe(200);
    expect((await listed()).some((comment) => comment.id === shown.id)).toBe(false);
    expect(await countOf(blogId)).toBe(before - 1);
    expect((await queue("?status=hidden")).data.some((item: { id: number }) => item.id === shown.id)).toBe(true);
    expect((await act(shown.id, "spam", ownerHeaders)).status).toBe(200);
    expect(await countOf(blogId)).toBe(before - 1);
    expect((await queue("?status=spam")).data.some((item: { id: number }) => item.id === shown.id)).toBe(true);
  });

  it("deletes any comment; a published one leaves the count and open pages hear of it", async () => {
    const shown = await post(unique("Thanks, this helped"));
    const before = await countOf(blogId);
    const socket = await t.socket();
    await emitWithAck(socket, "join:blog", blogId);
    const heard = nextEvent<{ comments_count: number }>(socket, "blog:comment:updated");
    const removed = await t.call(`/staff/comments/${shown.id}`, { method: "DELETE", headers: staffHeaders });
    expect(removed.status).toBe(200);
    expect((await heard).comments_count).toBe(before - 1);
    expect(await countOf(blogId)).toBe(before - 1);
    expect((await t.call(`/staff/comments/${shown.id}`, { method: "DELETE", headers: staffHeaders })).status).toBe(404);
    expect((await act(shown.id, "approve")).status).toBe(404);
    socket.disconnect();
  });

  it("answers 404 for an id that is not one, as for an unknown one", async () => {
    expect((await act(0, "approve")).status).toBe(404);
    const malformed = await t.call("/staff/comments/abc", { method: "DELETE", headers: staffHeaders });
    expect(malformed.status).toBe(404);
    expect((await json(malformed)).message).toBe("Not found: commentId must be a number");
  });
});

describe("the block list", () => {
  it("is read and replaced by staff and owners, one entry a line, blanks and repeats dropped", async () => {
    const put = await t.call("/staff/comment-block-list", {
      method: "PUT",
      json: { phrases: "  viagra \n\nCasino\ncasino\nfree  money\r\n" },
      headers: staffHeaders,
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toEqual({ phrases: ["viagra", "Casino", "free money"] });
    const read = await t.call("/staff/comment-block-list", { headers: adminHeaders });
    expect(await json(read)).toEqual({ phrases: ["viagra", "Casino", "free money"] });
    const asArray = await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: ["spam"] }, headers: ownerHeaders });
    expect(await json(asArray)).toEqual({ phrases: ["spam"] });
  });

  it("refuses a missing list or an over-long line with 400", async () => {
    const missing = await t.call("/staff/comment-block-list", { method: "PUT", json: {}, headers: staffHeaders });
    expect(missing.status).toBe(400);
    const long = await t.call("/staff/comment-block-list", { method: "PUT", json: { phrases: "x".repeat(101) }, headers: staffHeaders });
    expect(long.status).toBe(400);
    expect((await json(long)).message).toMatch(/100 characters/);
  });
});
