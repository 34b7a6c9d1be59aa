/** Only what the public may see: drafts stay out of lists, feeds, the sitemap and search. */
export function publishedPosts<T extends { is_published: boolean }>(posts: readonly T[]): T[] {
  return posts.filter((post) => post.is_published);
}
