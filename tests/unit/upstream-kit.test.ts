import { describe, expect, it } from "vitest";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { apiPost, staffPosts } from "../mocks/api/posts";
import { api } from "../mocks/api/stub";

describe("the upstream stubs of tests/mocks/api", () => {
  it("stub the API at the address the site is configured with", () => {
    expect(api("/blogs")).toBe("http://127.0.0.1:3000/api/blogs");
  });

  it("refuse at once a fixture the contract does not allow", () => {
    // A status the posts contract does not know: a cast gets past the types, not past the check.
    expect(() => apiPost({ status: "archived" as "draft" })).toThrow(/does not match the contract/);
    expect(() => apiBlog(1, { title: 42 as unknown as string })).toThrow(/does not match the contract/);
  });

  it("refuse to answer what the contract does not allow, and record what the site sent", async () => {
    const list = blogs.list([apiBlog(1)]);
    await fetch(api("/blogs?fresh=1"), { headers: { "X-Site-Key": "k" } });
    expect(list.last()?.url.searchParams.get("fresh")).toBe("1");
    expect(list.last()?.headers.get("X-Site-Key")).toBe("k");

    staffPosts.get({ ...apiPost(), id: 8, slug: undefined as unknown as string });
    const answer = await fetch(api("/staff/posts/8"));
    // msw answers a stub that threw with a 500 carrying the error, which the test then reports.
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain("does not match the contract");
  });
});
