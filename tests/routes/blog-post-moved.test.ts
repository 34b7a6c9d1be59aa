import { describe, expect, it } from "vitest";
import { loader } from "~/routes/blog.$slug";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { commentsOf } from "../mocks/api/comments";
import { likeStatus } from "../mocks/api/likes";
import { callLoader, getRequest } from "../support/route";

const load = (slug: string) => callLoader(loader, getRequest(`/blog/${slug}`), { slug });

/** The API as the contract says: the current slug answers, an old one moves there, others are 404. */
function servePosts() {
  blogs.bySlug(apiBlog(9, { slug: "new-name", title: "Renamed" }));
  blogs.moved("old-name", "new-name");
  blogs.missing("no-such-post");
  blogs.list([]);
  commentsOf(9);
  likeStatus();
}

describe("a renamed post's old address", () => {
  it("answers 301 to the post's current address", async () => {
    servePosts();
    const answer = await load("old-name");
    expect(answer).toRedirectTo("/blog/new-name", 301);
  });

  it("leaves the current address and unknown ones as they were", async () => {
    servePosts();
    expect((await load("new-name")).status).not.toBe(301);
    expect((await load("no-such-post")).status).toBe(404);
  });
});
