import { describe, expect, it } from "vitest";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { apiPost, staffPosts } from "../mocks/api/posts";
import { api, malformed, throwStubMismatches } from "../mocks/api/stub";

describe("the upstream stubs of tests/mocks/api", () => {
  it("stub the API at the address the site is configured with", () => {
    expect(api("/blogs")).toBe("http://127.0.0.1:3000/api/blogs");
  });

  it("refuse at once a fixture the contract does not allow, naming the builder and the field", () => {
    // A cast gets past the types, not past the check.
    expect(() => apiPost({ status: "archived" as "draft" })).toThrow(/^apiPost: status: Invalid enum value/);
    expect(() => apiBlog(1, { title: 42 as unknown as string })).toThrow("apiBlog: title: Expected string, received number");
  });

  it("refuse a wrong-shaped body where the stub is written, with the field's path in the body", () => {
    const wrong = [{ ...apiBlog(1), title: 42 }, apiBlog(2)] as unknown as Parameters<typeof blogs.list>[0];
    expect(() => blogs.list(wrong)).toThrow("Stub for GET /blogs: body[0].title: Expected string, received number");
    // Wrapped in `data`, as some backends answer: the path says so.
    const wrapped = { data: [apiBlog(1), { ...apiBlog(2), author_info: { name: 7 } }] } as unknown as Parameters<typeof blogs.list>[0];
    expect(() => blogs.list(wrapped)).toThrow("Stub for GET /blogs: body.data[1].author_info.name: Expected string, received number");
  });

  it("record what the site sent", async () => {
    const list = blogs.list([apiBlog(1)]);
    await fetch(api("/blogs?fresh=1"), { headers: { "X-Site-Key": "k" } });
    expect(list.last()?.url.searchParams.get("fresh")).toBe("1");
    expect(list.last()?.headers.get("X-Site-Key")).toBe("k");
  });

  it("fail the test, not just the request, when an answer made from the call is off the contract", async () => {
    staffPosts.create(() => ({ ...apiPost(), slug: undefined as unknown as string }));
    const answer = await fetch(api("/staff/posts"), { method: "POST" });
    // The site sees an outage; the test is failed after it by tests/setup/unit.ts.
    expect(answer.status).toBe(500);
    expect(throwStubMismatches).toThrow("Stub for POST /staff/posts: body.slug: Required");
  });

  it("check a 2xx JSON answer built by hand, and send one made with malformed() as it is", async () => {
    blogs.list(Response.json([{ id: 1 }]));
    await fetch(api("/blogs"));
    expect(throwStubMismatches).toThrow(/^Stub for GET \/blogs: body\[0\]\.slug: Required/);

    blogs.list(malformed({ items: "not a list" }));
    const answer = await fetch(api("/blogs"));
    expect(await answer.json()).toEqual({ items: "not a list" });
    expect(throwStubMismatches).not.toThrow();
  });

  it("take a body that is not JSON only through malformed()", async () => {
    const broken = () => new Response("{ not json", { headers: { "Content-Type": "application/json" } });
    blogs.list(broken());
    await fetch(api("/blogs"));
    expect(throwStubMismatches).toThrow('Stub for GET /blogs: the body is not JSON ("{ not json")');

    blogs.list(malformed(broken()));
    expect(await (await fetch(api("/blogs"))).text()).toBe("{ not json");
    expect(throwStubMismatches).not.toThrow();
  });
});
