import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { isUniqueViolation } from "../db/errors";
import { type BlogJson, type BlogRow, toBlogJson } from "./blog-json";

export interface BlogFields {
  slug: string;
  title: string;
  content: string;
  coverImage: string | null;
  altTag: string | null;
  authorName: string;
  authorEmail: string | null;
  tags: string[];
  isPublished: boolean;
}

/** All posts, drafts included (the site marks them), newest first with a stable tie-break. */
export async function listBlogs(db: Database): Promise<BlogJson[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map(toBlogJson);
}

export async function findBlogBySlug(db: Database, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row;
}

export async function findBlogById(db: Database, id: number): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

/** Comments and likes go only to posts that readers can see. */
export async function requirePublishedBlog(db: Database, id: number): Promise<BlogRow> {
  const blog = await findBlogById(db, id);
  if (!blog || !blog.isPublished) throw notFound("Blog not found");
  return blog;
}

export async function requireBlog(db: Database, id: number): Promise<BlogRow> {
  const blog = await findBlogById(db, id);
  if (!blog) throw notFound("Blog not found");
  return blog;
}

export async function createBlog(db: Database, fields: BlogFields): Promise<BlogJson> {
  const [row] = await db.insert(blogs).values(fields).onConflictDoNothing({ target: blogs.slug }).returning();
  if (!row) throw conflict(`A blog with the slug "${fields.slug}" already exists`);
  return toBlogJson(row);
}

export async function updateBlog(db: Database, id: number, changes: Partial<BlogFields>): Promise<BlogJson> {
  try {
    const [row] = await db
      .update(blogs)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(blogs.id, id))
      .returning();
    if (!row) throw notFound("Blog not found");
    return toBlogJson(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A blog with the slug "${changes.slug}" already exists`);
    throw error;
  }
}
