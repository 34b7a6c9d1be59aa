import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getPosts, invalidatePosts } from "~/lib/blog/blog-index.server";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { API, upstream } from "../mocks/server";


describe("blog index", () => {
  it("serves the warm list without asking the API again", async () => {
    const list = blogs.list([apiBlog(1)]);
    await getPosts();
    await getPosts();
    expect(list.all).toHaveLength(1);
  });

  it("shows a post published while an older fetch was still on its way", async () => {
    let published = false;
    upstream.use(
      http.get(`${API}/blogs`, async () => {
        const snapshot = published ? [apiBlog(2, { title: "Just published" }), apiBlog(1)] : [apiBlog(1)];
        await delay(published ? 0 : 100);
        return HttpResponse.json(snapshot);
      }),
    );
    const first = getPosts();
    published = true;
    invalidatePosts();
    await first;
    const posts = await getPosts();
    expect(posts.map((post) => post.title)).toContain("Just published");
  });

  it("keeps serving the last list when a refresh after a publish fails", async () => {
    blogs.list([apiBlog(1)]);
    await getPosts();
    blogs.list(HttpResponse.error());
    invalidatePosts();
    expect((await getPosts()).map((post) => post.id)).toEqual(["1"]);
  });
});
