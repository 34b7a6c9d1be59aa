import { describe, expect, it } from "vitest";
import { action as queueAction, loader as queueLoader } from "~/routes/console.comments";
import { action as blockListAction, loader as blockListLoader } from "~/routes/console.comments_.block-list";
import { queuedComment, staffComments } from "../mocks/api/comments";
import { failure } from "../mocks/api/stub";
import { callAction, callLoader, getRequest } from "../support/route";
import { signedInGet, signedInPost, TOKEN } from "../support/console";

const held = queuedComment({
  id: 51,
  content: "a.com b.com c.com",
  created_at: "2026-11-23T10:00:00.000Z",
});

describe("the moderation queue", () => {
  it("asks the API for the state in the address, with the held count, as the signed-in member", async () => {
    const queue = staffComments.queue([], { page: 2, per_page: 20, total: 21 });
    staffComments.counts(3);
    const answer = await callLoader(queueLoader, await signedInGet("/console/comments?status=spam&page=2"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({
      query: { status: "spam", page: 2 },
      heldCount: 3,
      list: { total: 21 },
    });
    expect(Object.fromEntries(queue.last()!.url.searchParams)).toEqual({
      status: "spam",
      page: "2",
      per_page: "20",
    });
    expect(queue.last()?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
  });

  it("sends an unknown state or page to the plain address", async () => {
    const answer = await callLoader(queueLoader, await signedInGet("/console/comments?status=held&page=0"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/console/comments");
  });

  it("approves, and shows the page again (303) for a browser without JavaScript", async () => {
    const approves = staffComments.act(51, "approve", {
      id: 51,
      status: "published",
      blog_id: 7,
      comments_count: 4,
    });
    const answer = await callAction(queueAction, await signedInPost("/console/comments?status=held", { intent: "approve", id: "51" }));
    expect(approves.all).toHaveLength(1);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/comments?status=held");
  });

  it("says so when the comment is already gone, and refuses a bad button with 400", async () => {
    staffComments.remove(52, failure(404, "Comment not found"));
    const gone = await callAction(queueAction, await signedInPost("/console/comments", { intent: "delete", id: "52" }));
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({
      error: "That comment is already gone: someone may have deleted it.",
    });
    const bad = await callAction(queueAction, await signedInPost("/console/comments", { intent: "publish-all", id: "51" }));
    expect(bad.status).toBe(400);
  });

  it("sends a visitor who is not signed in to sign-in", async () => {
    const answer = await callLoader(queueLoader, getRequest("/console/comments"));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^\/console\/sign-in/);
  });

  it("lists a held comment with its post and reason", async () => {
    staffComments.queue([held], { per_page: 20 });
    staffComments.counts(1);
    const answer = await callLoader(queueLoader, await signedInGet("/console/comments"));
    expect((answer.data as { list: { data: unknown[] } }).list.data).toEqual([held]);
  });
});

describe("the block list editor", () => {
  it("shows the list and saves the textarea as the API's text", async () => {
    staffComments.blockList(["casino"]);
    const saves = staffComments.saveBlockList({
      phrases: ["casino", "free money"],
    });
    const shown = await callLoader(blockListLoader, await signedInGet("/console/comments/block-list"));
    expect(shown.data).toMatchObject({ phrases: ["casino"] });
    const saved = await callAction(
      blockListAction,
      await signedInPost("/console/comments/block-list", {
        phrases: "casino\nfree money\n",
      }),
    );
    expect(saved.status).toBe(200);
    expect(saves.last()?.body).toEqual({ phrases: "casino\nfree money\n" });
    expect(saved.data).toMatchObject({ saved: 2 });
  });

  it("shows the list as saved after a save, a repeated line gone, not the text as typed", async () => {
    staffComments.saveBlockList({ phrases: ["casino", "free money"] });
    const saved = await callAction<{ saved: number; phrases: string[]; result: { initialValue?: unknown } }>(
      blockListAction,
      await signedInPost("/console/comments/block-list", { phrases: "casino\nfree money\nCasino\n" }),
    );
    expect(saved.data).toMatchObject({ saved: 2, phrases: ["casino", "free money"] });
    // A reply that kept the typed text would fill the textarea with the repeat again.
    expect(saved.data.result.initialValue ?? null).toBeNull();
  });

  it("refuses an over-long line before calling the API", async () => {
    const saved = await callAction(
      blockListAction,
      await signedInPost("/console/comments/block-list", {
        phrases: "x".repeat(101),
      }),
    );
    expect(saved.status).toBe(400);
  });
});
