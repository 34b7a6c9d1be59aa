import { fetchBlogs } from "../blog-api.server";
import { mapPost } from "./map-post.server";
import type { Post } from "./post";

/** How long the list counts as fresh; after that it is served stale while it refreshes. */
const FRESH_MS = 30_000;

let cached: { posts: Post[]; fetchedAt: number; outdated: boolean } | null = null;
let inflight: { promise: Promise<Post[]>; generation: number } | null = null;
/** Bumped by every publish, so a fetch that started before it can never pass for fresh. */
let generation = 0;

function refresh(): Promise<Post[]> {
  if (inflight && inflight.generation === generation) return inflight.promise;
  const started = generation;
  const promise = fetchBlogs()
    .then((blogs) => {
      const posts = blogs.map(mapPost);
      if (started === generation) cached = { posts, fetchedAt: Date.now(), outdated: false };
      else cached ??= { posts, fetchedAt: Date.now(), outdated: true };
      return posts;
    })
    .finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
  inflight = { promise, generation: started };
  return promise;
}

/**
 * All posts, newest first as the API orders them. Pages never wait on the upstream once the
 * index is warm: a stale index is returned at once and refreshed in the background.
 */
export async function getPosts(): Promise<Post[]> {
  if (cached && !cached.outdated && Date.now() - cached.fetchedAt < FRESH_MS) return cached.posts;
  // A post was published or changed: wait for the new list rather than show the old one.
  if (cached?.outdated) return refresh().catch(() => cached!.posts);
  if (cached) {
    refresh().catch((error: unknown) => console.warn("Blog index refresh failed:", error));
    return cached.posts;
  }
  return refresh();
}

/** Called when a post is published or updated, so the next page shows it. */
export function invalidatePosts(): void {
  generation += 1;
  if (cached) cached.outdated = true;
  refresh().catch((error: unknown) => console.warn("Blog index refresh failed:", error));
}

/** For tests: forget everything. */
export function resetPostIndex(): void {
  cached = null;
  inflight = null;
  generation = 0;
}
