import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import type { Database } from "../db/client";
import { sanitizeArticleHtml } from "../../contract/article-html";
import { DEFAULT_AUTHOR } from "../content/post-file";
import { SLUG_FORMAT, slugify } from "../content/slug";
import { asyncRouter } from "../http/async-router";
import { badRequest, notFound } from "../http/errors";
import { changesSomething, withoutUndefined } from "../http/partial-update";
import { coverImageSchema, slugSchema, tagsSchema } from "../http/post-input";
import { emailSchema, jsonBody, optionalLine, parseId, parseInput, requiredLine, requiredText } from "../http/validation";
import { TEXT_LIMITS } from "../limits";
import { type BlogRow, toBlogJson, toStaffBlogJson } from "../services/blog-json";
import {
  type BlogFields,
  createBlog,
  findBlogBySlug,
  findPublicBlogBySlug,
  listBlogsForStaff,
  redirectedSlug,
  requireBlog,
  updateBlog,
} from "../services/blogs";
import { announcePostChange } from "../services/post-events";

const blogFieldsSchema = z.object({
  title: requiredLine(TEXT_LIMITS.blogTitle),
  slug: slugSchema,
  content: requiredText(TEXT_LIMITS.blogContent),
  cover_image: coverImageSchema,
  alt_tag: optionalLine(TEXT_LIMITS.blogAltTag),
  author_name: optionalLine(TEXT_LIMITS.personName),
  author_email: emailSchema.nullish(),
  tags: tagsSchema,
  is_published: z.boolean(),
});

export const createBlogSchema = blogFieldsSchema.partial({
  slug: true,
  cover_image: true,
  alt_tag: true,
  author_name: true,
  author_email: true,
  tags: true,
  is_published: true,
});

export const updateBlogSchema = blogFieldsSchema.partial().refine(changesSomething.check, changesSomething.message);

function cleanContent(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (!clean) throw badRequest("content has no allowed article markup or text left after sanitizing");
  return clean;
}

/** A path segment that cannot be a slug cannot name a post; no need to ask the database. */
function slugOf(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return slug.length <= TEXT_LIMITS.blogSlug && SLUG_FORMAT.test(slug) ? slug : null;
}

/** How the site and staff look a post up by its slug: staff see every post, as staff JSON. */
interface SlugLookup {
  path: string;
  find: (db: Database, slug: string) => Promise<BlogRow | undefined>;
  answer: (row: BlogRow) => unknown;
  publicOnly: boolean;
}

const PUBLIC_LOOKUP = { path: "/blogs/slug", find: findPublicBlogBySlug, answer: toBlogJson, publicOnly: true };
const STAFF_LOOKUP = { path: "/staff/blogs/slug", find: findBlogBySlug, answer: toStaffBlogJson, publicOnly: false };

export function blogRoutes({ db, events, limiters, admin, can, blogList }: ApiContext): Router {
  const staff = can("drafts.preview");
  const router = asyncRouter();

  router.get("/blogs", limiters.reads, async (_req, res) => {
    res.type("json").send(await blogList.json());
  });

  /** A renamed post's old slug answers 301 with the current one, which the client follows. */
  const postBySlug =
    ({ path, find, answer, publicOnly }: SlugLookup) =>
    async (req: Request, res: Response) => {
      const slug = slugOf(req.params.slug);
      const blog = slug ? await find(db, slug) : undefined;
      if (blog) {
        res.json(answer(blog));
        return;
      }
      const current = slug ? await redirectedSlug(db, slug, publicOnly) : undefined;
      if (!current) throw notFound("Blog not found");
      res.status(301).location(`/api${path}/${current}`).json({ message: "Moved", slug: current });
    };

  router.get(`${PUBLIC_LOOKUP.path}/:slug`, limiters.reads, postBySlug(PUBLIC_LOOKUP));

  router.get("/staff/blogs", ...staff, async (_req, res) => {
    res.json(await listBlogsForStaff(db));
  });

  router.get(`${STAFF_LOOKUP.path}/:slug`, ...staff, postBySlug(STAFF_LOOKUP));

  router.post("/blogs", ...admin, async (req, res) => {
    const input = parseInput(createBlogSchema, jsonBody(req));
    const slug = input.slug ?? slugify(input.title, TEXT_LIMITS.blogSlug);
    if (!slug) throw badRequest("slug is required when the title has no letters or digits");
    const fields: BlogFields = {
      slug,
      title: input.title,
      content: cleanContent(input.content),
      coverImage: input.cover_image ?? null,
      altTag: input.alt_tag ?? null,
      authorName: input.author_name ?? DEFAULT_AUTHOR,
      authorEmail: input.author_email ?? null,
      tags: input.tags ?? [],
      isPublished: input.is_published ?? true,
    };
    const row = await createBlog(db, fields);
    announcePostChange(events, null, row);
    res.status(201).location(`/api/blogs/slug/${row.slug}`).json(toBlogJson(row));
  });

  router.put("/blogs/:id", ...admin, async (req, res) => {
    const id = parseId(req.params.id, "id");
    const input = parseInput(updateBlogSchema, jsonBody(req));
    const before = await requireBlog(db, id);
    const changes: Partial<BlogFields> = {
      slug: input.slug,
      title: input.title,
      content: input.content === undefined ? undefined : cleanContent(input.content),
      coverImage: input.cover_image,
      altTag: input.alt_tag,
      authorName: input.author_name === undefined ? undefined : (input.author_name ?? DEFAULT_AUTHOR),
      authorEmail: input.author_email,
      tags: input.tags,
      isPublished: input.is_published,
    };
    const after = await updateBlog(db, id, withoutUndefined(changes));
    announcePostChange(events, before, after);
    res.json(toBlogJson(after));
  });

  return router;
}
