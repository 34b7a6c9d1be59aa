import { describe, expect, it } from "vitest";
import { apiBlogSchema } from "~/lib/blog-api.server";
import { mapPost } from "~/lib/blog/map-post.server";

const blog = (fields: Record<string, unknown> = {}) =>
  apiBlogSchema.parse({
    id: 3,
    slug: "a-post",
    title: "A post",
    content: `<p>${"Opening words of the article. ".repeat(12)}</p>`,
    author_info: { name: "Asha Rao", email: "asha@agency.example" },
    ...fields,
  });

describe("mapPost", () => {
  it("shows staff's own excerpt when the post has one", () => {
    expect(mapPost(blog({ excerpt: "  What staff wrote.  " })).excerpt).toBe("What staff wrote.");
  });

  it("falls back to the first 200 characters of the content without one (spec)", () => {
    for (const excerpt of [null, undefined, "   "]) {
      const post = mapPost(blog({ excerpt }));
      expect(post.excerpt).toHaveLength(200);
      expect(post.excerpt.startsWith("Opening words of the article.")).toBe(true);
    }
  });

  it("keeps the author's name and never an address a backend still sends", () => {
    const post = mapPost(blog());
    expect(post.author).toBe("Asha Rao");
    expect(JSON.stringify(post)).not.toContain("@agency.example");
  });
});
