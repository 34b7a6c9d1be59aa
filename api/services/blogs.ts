import { and, asc, eq, gt, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { blogSlugRedirects, blogs } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { isUniqueViolation } from "../db/errors";
import { type BlogJson, type BlogRow, type StaffBlogJson, toBlogJson, toStaffBlogJson } from "./blog-json";
import { isPublicPost, PUBLIC_ORDER } from "./post-visibility";

export interface BlogFields {
  slug: string;
  title: string;
  content: string;
  contentMarkdown?: string | null;
  excerpt?: string | null;
  coverImage: string | null;
  altTag: string | null;
  authorName: string;
  authorEmail?: string | null;
  tags: string[];
  isPublished: boolean;
  /** SQL for "now": the database's clock decides what is public. */
  publishAt?: Date | SQL | null;
  announcedAt?: Date | SQL | null;
}

/** A 409 a form can show next to its slug field. */
export function slugTaken(slug: string): HttpError {
  const message = `A post with the slug "${slug}" already exists`;
  return new HttpError(409, message, { errors: { slug: [message] } });
}

/** What visitors may read: public posts only, newest first. */
export async function listPublicBlogs(db: Database): Promise<BlogJson[]> {
  const rows = await db.select().from(blogs).where(isPublicPost).orderBy(...PUBLIC_ORDER);
  return rows.map(toBlogJson);
}

/** Every post in the public order, each with its status: the blog list as staff see it. */
export async function listBlogsForStaff(db: Database): Promise<StaffBlogJson[]> {
  const rows = await db.select().from(blogs).orderBy(...PUBLIC_ORDER);
  const now = new Date();
  return rows.map((row) => toStaffBlogJson(row, now));
}

export async function findBlogBySlug(db: Database, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row;
}

export async function findPublicBlogBySlug(db: Database, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), isPublicPost))
    .limit(1);
  return row;
}

/** The current slug of the public post that once answered to `oldSlug`, however often it was renamed since. */
export async function redirectedSlug(db: Database, oldSlug: string, publicOnly = true): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogs.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogs, eq(blogs.id, blogSlugRedirects.blogId))
    .where(publicOnly ? and(eq(blogSlugRedirects.oldSlug, oldSlug), isPublicPost) : eq(blogSlugRedirects.oldSlug, oldSlug))
    .limit(1);
  return row?.slug;
}

export async function findBlogById(db: Database, id: number): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

/** Comments and likes go only to posts that readers can see. */
export async function requirePublishedBlog(db: Database, id: number): Promise<BlogRow> {
  const [blog] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), isPublicPost))
    .limit(1);
  if (!blog) throw notFound("Blog not found");
  return blog;
}

export async function requireBlog(db: Database, id: number): Promise<BlogRow> {
  const blog = await findBlogById(db, id);
  if (!blog) throw notFound("Blog not found");
  return blog;
}

/** A slug names one post: neither another post's nor one that redirects to another post. */
async function checkSlugFree(tx: Database | Transaction, slug: string, blogId: number | null): Promise<void> {
  const [redirect] = await tx
    .select({ blogId: blogSlugRedirects.blogId })
    .from(blogSlugRedirects)
    .where(eq(blogSlugRedirects.oldSlug, slug));
  if (redirect && redirect.blogId !== blogId) throw slugTaken(slug);
  const [other] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(blogId === null ? eq(blogs.slug, slug) : and(eq(blogs.slug, slug), ne(blogs.id, blogId)));
  if (other) throw slugTaken(slug);
}

/** Work done in a save's own transaction, with the post as it was (null when new) and as saved. */
export type OnSaved = (tx: Transaction, before: BlogRow | null, after: BlogRow) => Promise<void>;

export async function createBlog(db: Database, fields: BlogFields, onSaved?: OnSaved): Promise<BlogRow> {
  try {
    return await db.transaction(async (tx) => {
      await checkSlugFree(tx, fields.slug, null);
      const [row] = await tx.insert(blogs).values(fields).returning();
      await onSaved?.(tx, null, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(fields.slug);
    throw error;
  }
}

/**
 * Changes a post. A public post that changes its slug keeps its old one as a redirect; taking
 * back a slug the post had before drops that redirect.
 */
export async function updateBlog(db: Database, id: number, changes: Partial<BlogFields>, onSaved?: OnSaved): Promise<BlogRow> {
  try {
    return await db.transaction(async (tx) => {
      // The row stays locked to the end: two saves of one post (and their revisions) take turns.
      const [locked] = await tx
        .select({ row: blogs, isPublic: isPublicPost })
        .from(blogs)
        .where(eq(blogs.id, id))
        .for("update");
      if (!locked) throw notFound("Blog not found");
      const current = { slug: locked.row.slug, isPublic: locked.isPublic };
      const slug = changes.slug;
      if (slug !== undefined && slug !== current.slug) {
        await checkSlugFree(tx, slug, id);
        await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
        if (current.isPublic) await tx.insert(blogSlugRedirects).values({ oldSlug: current.slug, blogId: id });
      }
      const [row] = await tx
        .update(blogs)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(blogs.id, id))
        .returning();
      await onSaved?.(tx, locked.row, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(changes.slug ?? "");
    throw error;
  }
}

export async function deleteBlog(db: Database, id: number): Promise<BlogRow | undefined> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row;
}

/** The next time a scheduled post goes public, or null when none waits. */
export async function nextPublishAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: blogs.publishAt })
    .from(blogs)
    .where(and(eq(blogs.isPublished, true), gt(blogs.publishAt, sql`now()`)))
    .orderBy(asc(blogs.publishAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Marks the scheduled posts whose time has come (posts published at once are announced by their
 * publish call) as announced and returns them. The update's
 * condition (not announced yet) lets only one instance claim each post, however many run.
 */
export async function claimDueAnnouncements(db: Database): Promise<BlogRow[]> {
  return db
    .update(blogs)
    .set({ announcedAt: sql`now()` })
    .where(and(isPublicPost, isNotNull(blogs.publishAt), isNull(blogs.announcedAt)))
    .returning();
}
