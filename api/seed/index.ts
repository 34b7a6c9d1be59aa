import { count, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";
import { sanitizeArticleHtml } from "../../contract/article-html";
import { DEFAULT_AUTHOR } from "../content/post-file";
import { readSeedPosts } from "./read-posts";

/** Same key on every instance, so two servers starting together cannot both seed. */
const SEED_LOCK_KEY = 72_311_906;

/**
 * Loads the sample articles into a database that has no posts yet. Returns how many were
 * inserted (0 when the blog already has content).
 */
export async function seedIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const [{ existing }] = await tx.select({ existing: count() }).from(blogs);
    if (existing > 0) return 0;
    const rows = (await readSeedPosts()).map((post) => ({
      slug: post.slug,
      title: post.title,
      content: sanitizeArticleHtml(post.html),
      contentMarkdown: post.markdown,
      coverImage: post.cover ?? `/images/blog/${post.slug}.svg`,
      altTag: post.alt ?? post.title,
      authorName: post.author.name ?? DEFAULT_AUTHOR,
      authorEmail: post.author.email ?? null,
      tags: post.tags,
      isPublished: post.published,
      createdAt: post.date,
      updatedAt: post.date,
    }));
    await tx.insert(blogs).values(rows);
    return rows.length;
  });
}
