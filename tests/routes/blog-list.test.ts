import { describe, expect, it } from "vitest";
import { loader } from "~/routes/blog._index";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { failure } from "../mocks/api/stub";
import { getRequest, loadContext } from "../support/route";

async function load(query = "") {
  const answer = await loader({ request: getRequest(`/blog${query}`), params: {}, context: loadContext() });
  return answer.data;
}


describe("blog list loader", () => {
  it("maps the API's blogs with the spec's defaults", async () => {
    const long = "x".repeat(300);
    blogs.list([
      apiBlog(1, { content: `<h2>Title</h2><p>${long}</p>`, tags: ["Branding", "Design"] }),
      apiBlog(2, { author_info: null, tags: [], cover_image: null, alt_tag: null, is_published: false }),
    ]);
    const { result } = await load();
    const [first, second] = [...result.posts].sort((a, b) => Number(a.id) - Number(b.id));
    expect(first.excerpt).toBe(`Title ${"x".repeat(194)}`);
    expect(first.excerpt).toHaveLength(200);
    expect(first.tags).toEqual(["Branding", "Design"]);
    expect(first.author).toBe("Asha Verma");
    expect(second.author).toBe("Unknown");
    expect(second.tags).toEqual(["Article"]);
    expect(second.alt).toBe("Post number 2");
    expect(second.cover).toBe("/images/blog/default-cover.svg");
    expect(second.is_published).toBe(false);
  });

  it("accepts a list wrapped in data", async () => {
    blogs.list({ data: [apiBlog(1)] });
    expect((await load()).result.total).toBe(1);
  });

  it("searches title, excerpt, author and tags without regard to case", async () => {
    blogs.list([
      apiBlog(1, { title: "Scaling on Kubernetes" }),
      apiBlog(2, { content: "<p>All about KUBERNETES clusters</p>" }),
      apiBlog(3, { author_info: { name: "Ravi Kubeka" } }),
      apiBlog(4, { tags: ["kubectl"] }),
      apiBlog(5, { title: "Unrelated" }),
    ]);
    expect((await load("?q=kube")).result.posts.map((p) => p.id).sort()).toEqual(["1", "2", "3", "4"]);
    expect((await load("?q=KUBERNETES")).result.total).toBe(2);
  });

  it("filters by tag, sorts by title and pages six at a time", async () => {
    const list = Array.from({ length: 14 }, (_, i) => apiBlog(i + 1, { tags: i % 2 ? ["SEO"] : ["Apps"] }));
    blogs.list(list);

    const page1 = await load();
    expect(page1.result).toMatchObject({ total: 14, page: 1, pageCount: 3, from: 1, to: 6 });
    const page3 = await load("?page=3");
    expect(page3.result).toMatchObject({ page: 3, from: 13, to: 14 });
    expect(page3.result.posts).toHaveLength(2);

    const seo = await load("?tag=seo&sort=title&page=2");
    expect(seo.result).toMatchObject({ total: 7, page: 2, from: 7, to: 7 });
    expect(seo.result.posts[0].tags).toEqual(["SEO"]);
    const sortedTitles = (await load("?sort=title")).result.posts.map((p) => p.title);
    expect(sortedTitles).toEqual([...sortedTitles].sort((a, b) => a.localeCompare(b)));
  });

  it("keeps odd page numbers in range", async () => {
    blogs.list([apiBlog(1), apiBlog(2)]);
    expect((await load("?page=99")).result).toMatchObject({ page: 1, from: 1, to: 2 });
    expect((await load("?page=-3")).result.page).toBe(1);
    expect((await load("?page=abc")).result.page).toBe(1);
  });

  it("says the list is unavailable when the API fails, instead of erroring", async () => {
    blogs.list(failure(500, "down"));
    const data = await load();
    expect(data.unavailable).toBe(true);
    expect(data.result.total).toBe(0);
  });
});
