import { describe, expect, it } from "vitest";
import { pageNumbers, suggestions } from "~/lib/blog/list-query";

describe("pagination", () => {
  it("shows first, last and current ±2 with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 8, 9, 10]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

const post = (slug: string, title: string, author: string, tags: string[]) => ({ slug, title, author, tags, excerpt: "" });

describe("search suggestions", () => {
  const posts = [
    post("a", "SEO for shops", "Asha", ["SEO", "E-commerce"]),
    post("b", "Local SEO tips", "Ravi", ["SEO"]),
    post("c", "Brand basics", "Seona Dsouza", ["Branding"]),
    post("d", "SEO for shops", "Asha", ["SEO"]),
    ...Array.from({ length: 8 }, (_, i) => post(`x${i}`, `SEO note ${i}`, "Team", ["SEO"])),
  ];

  it("offers at most six, without duplicates, titles with authors and tags to filter by", () => {
    const list = suggestions(posts, "seo");
    expect(list).toHaveLength(6);
    expect(list.filter((item) => item.label === "SEO for shops")).toHaveLength(1);
    expect(list[0]).toEqual({ kind: "post", label: "SEO for shops", meta: "Asha", slug: "a" });
    expect(list).toContainEqual({ kind: "tag", label: "Tag: SEO", meta: "Filter by tag", tag: "SEO" });
  });

  it("matches authors and is case-insensitive; an empty query suggests nothing", () => {
    expect(suggestions(posts, "SEONA").map((item) => item.label)).toEqual(["Brand basics"]);
    expect(suggestions(posts, "  ")).toEqual([]);
  });
});
