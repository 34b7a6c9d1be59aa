import { describe, expect, it } from "vitest";
import { action } from "~/routes/blog.$slug";
import { apiComment, createComment, removeComment } from "../mocks/api/comments";
import { commentLike, postLike } from "../mocks/api/likes";
import { failure } from "../mocks/api/stub";
import { withHoneypot } from "../support/honeypot";
import { callAction, cookiesFrom, loadContext, postRequest } from "../support/route";
import { newAddress } from "./forms-fixtures";

const PATH = "/blog/some-post";

function post(fields: Record<string, string>, cookie?: string) {
  const request = postRequest(PATH, withHoneypot(fields), cookie ? { Cookie: cookie } : {});
  return callAction<Record<string, unknown>>(action, request, { slug: "some-post" }, loadContext({ clientIp: newAddress() }));
}

/** POST /comments/blog/7 storing what was sent, with this owner token. */
const storesComment = (fields: { id?: number; owner_token?: string } = {}) =>
  createComment(7, (call) => {
    const sent = call.body as { name: string; content: string };
    return apiComment({ name: sent.name, content: sent.content, ...fields });
  });

describe("post page action", () => {
  it("posts a comment and remembers its owner token, which then deletes it", async () => {
    storesComment({ id: 41, owner_token: "secret-token" });
    const deletes = removeComment(41);
    const created = await post({ intent: "comment", blogId: "7", name: "Asha", comment: "Helpful, thanks" });
    expect(created.status).toBe(200);
    expect(created.data.outcome).toBe("sent");
    const cookie = cookiesFrom(created.headers);
    expect(cookie).toContain("comment_owner=");

    const deleted = await post({ intent: "delete-comment", blogId: "7", commentId: "41" }, cookie);
    expect(deleted.data).toMatchObject({ ok: true, title: "Deleted!", message: "Your comment has been deleted." });
    expect(deletes.last()?.headers.get("X-Owner-Token")).toBe("secret-token");
  });

  it("says the comment failed, keeps the input, and never claims success when the API fails", async () => {
    createComment(7, failure(500, "boom"));
    const answer = await post({ intent: "comment", blogId: "7", name: "Asha", comment: "Kept text" });
    expect(answer.status).toBe(502);
    expect(answer.data.outcome).toBeUndefined();
    const result = answer.data.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error[""]).toEqual(["Failed to save comment. Please try again."]);
    expect(result.initialValue.comment).toBe("Kept text");
  });

  it("answers 400 with both messages for an empty comment, and fills in the anonymous name", async () => {
    const empty = await post({ intent: "comment", blogId: "7", name: "  ", comment: " " });
    expect(empty.status).toBe(400);
    const errors = (empty.data.result as { error: Record<string, string[]> }).error;
    expect(errors.name).toEqual(["Name is required"]);
    expect(errors.comment).toEqual(["Comment is required"]);

    const creates = storesComment({ id: 42 });
    await post({ intent: "comment", blogId: "7", anonymous: "on", comment: "No name needed" });
    expect(creates.last()?.body).toMatchObject({ name: "Anonymous User" });
  });

  it("refuses to delete a comment the visitor does not own, without calling the API", async () => {
    const answer = await post({ intent: "delete-comment", blogId: "7", commentId: "41" });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ ok: false, message: "Failed to delete comment. Please try again." });
  });

  it("maps a failed comment like to the spec's texts", async () => {
    for (const [status, text] of [
      [500, "Server error. Check backend logs for database/auth issues."],
      [404, "Like comment endpoint not found."],
      [400, "Invalid request. Please try again."],
      [409, "Failed to like comment. Please try again."],
    ] as const) {
      commentLike(5, failure(status, "no"));
      const answer = await post({ intent: "like-comment", blogId: "7", commentId: "5" });
      expect(answer.data).toMatchObject({ ok: false, title: "Error!", message: text });
    }
  });

  it("toggles the post like for the visitor and reports the new count", async () => {
    const likes = postLike({ message: "Liked", liked: true, likes_count: 3 });
    const answer = await post({ intent: "like", blogId: "7" });
    expect(answer.data).toMatchObject({ ok: true, liked: true, likes_count: 3 });
    expect(likes.last()?.headers.get("X-Visitor-Id")).toMatch(/^[\w-]{8,64}$/);
    expect(cookiesFrom(answer.headers)).toContain("visitor_id=");
  });
});
