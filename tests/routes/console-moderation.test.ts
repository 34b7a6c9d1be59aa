import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as queueAction, loader as queueLoader } from "~/routes/console.comments";
import { action as blockListAction, loader as blockListLoader } from "~/routes/console.comments_.block-list";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext } from "../support/route";
import { signedInGet, signedInPost, TOKEN } from "../support/console";

const context = loadContext();

const held = {
  id: 51,
  name: "Ravi",
  content: "a.com b.com c.com",
  status: "held",
  held_reason: "links",
  created_at: "2026-11-23T10:00:00.000Z",
  blog_id: 7,
  blog_title: "Post number 7",
  blog_slug: "post-7",
};

describe("the moderation queue", () => {
  it("asks the API for the state in the address, with the held count, as the signed-in member", async () => {
    let asked: URL | undefined;
    let authorization: string | null = null;
    upstream.use(
      http.get(`${API}/staff/comments`, ({ request }) => {
        asked = new URL(request.url);
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ data: [], page: 2, per_page: 20, total: 21 });
      }),
      http.get(`${API}/staff/comments/counts`, () => HttpResponse.json({ held: 3 })),
    );
    const answer = await answerOf(async () =>
      queueLoader({ request: await signedInGet("/console/comments?status=spam&page=2"), params: {}, context }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({ query: { status: "spam", page: 2 }, heldCount: 3, list: { total: 21 } });
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ status: "spam", page: "2", per_page: "20" });
    expect(authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("sends an unknown state or page to the plain address", async () => {
    const answer = await answerOf(async () => queueLoader({ request: await signedInGet("/console/comments?status=held&page=0"), params: {}, context }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/console/comments");
  });

  it("approves, and shows the page again (303) for a browser without JavaScript", async () => {
    let approved = false;
    upstream.use(
      http.post(`${API}/staff/comments/51/approve`, () => {
        approved = true;
        return HttpResponse.json({ id: 51, status: "published", blog_id: 7, comments_count: 4 });
      }),
    );
    const answer = await answerOf(async () =>
      queueAction({ request: await signedInPost("/console/comments?status=held", { intent: "approve", id: "51" }), params: {}, context }),
    );
    expect(approved).toBe(true);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/comments?status=held");
  });

  it("says so when the comment is already gone, and refuses a bad button with 400", async () => {
    upstream.use(http.delete(`${API}/staff/comments/52`, () => HttpResponse.json({ message: "Comment not found" }, { status: 404 })));
    const gone = await answerOf(async () =>
      queueAction({ request: await signedInPost("/console/comments", { intent: "delete", id: "52" }), params: {}, context }),
    );
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({ error: "That comment is already gone: someone may have deleted it." });
    const bad = await answerOf(async () =>
      queueAction({ request: await signedInPost("/console/comments", { intent: "publish-all", id: "51" }), params: {}, context }),
    );
    expect(bad.status).toBe(400);
  });

  it("sends a visitor who is not signed in to sign-in", async () => {
    const answer = await answerOf(async () => queueLoader({ request: new Request("https://www.example.test/console/comments"), params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^\/console\/sign-in/);
  });

  it("lists a held comment with its post and reason", async () => {
    upstream.use(
      http.get(`${API}/staff/comments`, () => HttpResponse.json({ data: [held], page: 1, per_page: 20, total: 1 })),
      http.get(`${API}/staff/comments/counts`, () => HttpResponse.json({ held: 1 })),
    );
    const answer = await answerOf(async () => queueLoader({ request: await signedInGet("/console/comments"), params: {}, context }));
    expect((answer.data as { list: { data: unknown[] } }).list.data).toEqual([held]);
  });
});

describe("the block list editor", () => {
  it("shows the list and saves the textarea as the API's text", async () => {
    let sent: unknown;
    upstream.use(
      http.get(`${API}/staff/comment-block-list`, () => HttpResponse.json({ phrases: ["casino"] })),
      http.put(`${API}/staff/comment-block-list`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ phrases: ["casino", "free money"] });
      }),
    );
    const shown = await answerOf(async () => blockListLoader({ request: await signedInGet("/console/comments/block-list"), params: {}, context }));
    expect(shown.data).toMatchObject({ phrases: ["casino"] });
    const saved = await answerOf(async () =>
      blockListAction({
        request: await signedInPost("/console/comments/block-list", { phrases: "casino\nfree money\n" }),
        params: {},
        context,
      }),
    );
    expect(saved.status).toBe(200);
    expect(sent).toEqual({ phrases: "casino\nfree money\n" });
    expect(saved.data).toMatchObject({ saved: 2 });
  });

  it("refuses an over-long line before calling the API", async () => {
    const saved = await answerOf(async () =>
      blockListAction({ request: await signedInPost("/console/comments/block-list", { phrases: "x".repeat(101) }), params: {}, context }),
    );
    expect(saved.status).toBe(400);
  });
});
