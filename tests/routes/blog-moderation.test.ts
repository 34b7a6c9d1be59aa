import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { HeldCommentNotice } from "../../server/mail/notifications-types";
import { action, loader } from "~/routes/blog.$slug";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { apiComment, commentsOf, createComment } from "../mocks/api/comments";
import { likeStatus } from "../mocks/api/likes";
import { API, upstream } from "../mocks/server";
import { withHoneypot } from "../support/honeypot";
import { callAction, callLoader, cookiesFrom, getRequest, loadContext, postRequest } from "../support/route";
import { newAddress } from "./forms-fixtures";

const SLUG = "post-7";
const PATH = `/blog/${SLUG}`;

function post(fields: Record<string, string>, context: Record<string, unknown> = {}) {
  const request = postRequest(PATH, withHoneypot(fields));
  return callAction<Record<string, unknown>>(action, request, { slug: SLUG }, loadContext({ clientIp: newAddress(), ...context }));
}

describe("a comment held for moderation", () => {
  it("tells its author it awaits approval, reports it for the digest, and shows it to them marked", async () => {
    createComment(7, (call) => {
      const sent = call.body as { name: string; content: string };
      return apiComment({
        id: 51,
        name: sent.name,
        content: sent.content,
        created_at: "2026-11-23T10:00:00.000Z",
        status: "held",
        held_reason: "links",
        owner_token: "held-owner-token-0123456789",
      });
    });
    blogs.bySlug(apiBlog(7));
    blogs.list([apiBlog(7)]);
    likeStatus();
    const told: HeldCommentNotice[] = [];
    const commentHeld = vi.fn(async (notice: HeldCommentNotice) => void told.push(notice));
    const notifications = { enabled: true, leadArrived: async () => {}, staffLink: async () => {}, commentHeld };

    const created = await post({ intent: "comment", blogId: "7", name: "Ravi", comment: "a.com b.com c.com" }, { notifications });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ outcome: "sent", held: true });
    expect(told).toEqual([
      {
        postTitle: "Post number 7",
        postSlug: SLUG,
        name: "Ravi",
        content: "a.com b.com c.com",
        reason: "More than two links",
        heldAt: "2026-11-23T10:00:00.000Z",
      },
    ]);

    const comments = commentsOf(
      7,
      [
        { id: 51, name: "Ravi", content: "a.com b.com c.com", blog_id: 7, created_at: "2026-11-23T10:00:00.000Z", status: "held" },
        { id: 50, name: "Meera", content: "Thanks", blog_id: 7, created_at: "2026-11-22T10:00:00.000Z", status: "published" },
      ],
      true,
    );
    const request = getRequest(PATH, { Cookie: cookiesFrom(created.headers) });
    const page = await callLoader<{ comments: Array<{ id: string; held: boolean; can_delete: boolean }>; moderator: boolean }>(
      loader,
      request,
      { slug: SLUG },
    );
    expect(comments.last()?.headers.get("X-Owner-Token")).toBe("held-owner-token-0123456789");
    expect(page.data.comments.map(({ id, held, can_delete }) => ({ id, held, can_delete }))).toEqual([
      { id: "51", held: true, can_delete: true },
      { id: "50", held: false, can_delete: false },
    ]);
    expect(page.data.moderator).toBe(false);
  });
});

describe("staff buttons on a post", () => {
  it("are refused (403) to a visitor who is not signed in to the console, and reach no API", async () => {
    const calls = vi.fn();
    upstream.use(http.all(`${API}/staff/*`, () => (calls(), HttpResponse.json({}))));
    for (const intent of ["staff-hide", "staff-delete", "staff-approve"]) {
      const answer = await post({ intent, commentId: "50" });
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ ok: false, message: "Sign in to the console to moderate comments." });
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it("refuses a malformed id with 400", async () => {
    const answer = await post({ intent: "staff-hide", commentId: "abc" });
    expect(answer.status).toBe(400);
  });
});
