import { describe, expect, it } from "vitest";
import { truncate, type Post } from "~/lib/blog/post";
import { teaserPost } from "~/lib/blog/teaser";

const post: Post = {
  id: "7",
  slug: "marketing-attribution",
  title: "Marketing Attribution",
  excerpt:
    "Ask five people in a growing company which marketing channel works best and you may hear five answers. The ads dashboard credits search campaigns, the social media report credits Instagram.",
  cover: "/images/blog/default-cover.svg",
  alt: "",
  author: "Kabir Joshi",
  date: "2026-11-12",
  tags: ["Marketing", "Analytics"],
  likes_count: 3,
  comments_count: 1,
  is_published: true,
};

describe("a post as a teaser card", () => {
  it.each([150, 160, 149, 103])("shows the same excerpt as the whole post, cut at %i", (length) => {
    expect(truncate(teaserPost(post, length).excerpt, length)).toBe(truncate(post.excerpt, length));
  });

  it("keeps the tag the card shows and every other field", () => {
    expect(teaserPost(post, 150)).toMatchObject({ ...post, tags: ["Marketing"], excerpt: expect.any(String) });
  });

  it("keeps a short excerpt whole", () => {
    expect(teaserPost({ ...post, excerpt: "Short." }, 150).excerpt).toBe("Short.");
  });
});
