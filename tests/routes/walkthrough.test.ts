// The loader test docs/testing.md walks through, region by region: the doc quotes each one (tests/unit/testing-doc.test.ts).
// #region imports
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as blogList } from "~/routes/blog._index";
import { loader as blogPost } from "~/routes/blog.$slug";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { failure } from "../mocks/api/stub";
import { callLoader, getRequest, type LoaderData } from "../support/route";
// #endregion

describe("the blog list (/blog)", () => {
  // #region normal
  it("shows the API's posts, six to a page", async () => {
    const asked = blogs.list([apiBlog(1, { title: "Shipping on Fridays" }), apiBlog(2)]);

    const answer = await callLoader<LoaderData<typeof blogList>>(blogList, getRequest("/blog"));

    expect(answer.status).toBe(200);
    expect(answer.data.unavailable).toBe(false);
    expect(answer.data.result).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(answer.data.result.posts.map((post) => post.title)).toContain("Shipping on Fridays");
    expect(asked.all).toHaveLength(1);
  });
  // #endregion

  // #region outage
  it("says the articles could not be loaded when the API fails", async () => {
    blogs.list(failure(503, "Down for maintenance"));
    const down = await callLoader<LoaderData<typeof blogList>>(blogList, getRequest("/blog"));
    expect(down.status).toBe(200);
    expect(down.data).toMatchObject({ unavailable: true, result: { total: 0, posts: [] } });
  });

  it("says the same when the API cannot be reached at all", async () => {
    blogs.list(HttpResponse.error());
    const unreachable = await callLoader<LoaderData<typeof blogList>>(blogList, getRequest("/blog"));
    expect(unreachable.data.unavailable).toBe(true);
  });
  // #endregion
});

describe("a post's page (/blog/:slug)", () => {
  // #region not-found
  it("is the 'Post not found' page, with a 404, for a post the API does not have", async () => {
    blogs.missing("no-such-post");

    const answer = await callLoader<{ slug: string }>(blogPost, getRequest("/blog/no-such-post"), { slug: "no-such-post" });

    expect(answer.status).toBe(404);
    expect(answer.data).toEqual({ slug: "no-such-post" });
  });
  // #endregion
});
