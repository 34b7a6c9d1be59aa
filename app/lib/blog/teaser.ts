import type { Post } from "./post";

/**
 * A post as a card shows it: the first tag, and only the start of the excerpt that `truncate`
 * reads (the limit and one more character), so the page's serialized data carries no more.
 */
export function teaserPost(post: Post, excerptLength: number): Post {
  return { ...post, tags: post.tags.slice(0, 1), excerpt: post.excerpt.slice(0, excerptLength + 1) };
}
