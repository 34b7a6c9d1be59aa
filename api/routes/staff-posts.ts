import type { Request, Response, Router } from "express";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { postStatus } from "../../contract/posts";
import type { ApiContext } from "../context";
import { renderMarkdown } from "../content/markdown";
import { DEFAULT_AUTHOR } from "../content/post-file";
import { slugify } from "../content/slug";
import { asyncRouter } from "../http/async-router";
import { badRequest } from "../http/errors";
import {
  newPostSchema,
  postChangesSchema,
  postFiltersSchema,
  postPagingSchema,
  previewSchema,
  publishSchema,
} from "../http/post-input";
import { revisionAuthor } from "../http/revision-author";
import { callerOf } from "../http/staff-auth";
import { found } from "../http/errors";
import { jsonBody, parseId, parseInput } from "../http/validation";
import { TEXT_LIMITS } from "../limits";
import type { BlogRow } from "../services/blog-json";
import { type BlogFields, createBlog, deleteBlog, requireBlog, updateBlog } from "../services/blogs";
import { announcePostChange } from "../services/post-events";
import {
  listPostRevisions,
  POST_LONG_TEXT,
  postRevisionWithPrevious,
  recordPostRevision,
  toPostRevisionJson,
} from "../services/post-revisions";
import { revisionDiff } from "../services/revision-diff";
import { pageOfPosts, toPostJson } from "../services/staff-posts";

/** The post's HTML from its Markdown; text that sanitises to nothing is no post. */
function contentOf(markdown: string): string {
  const html = renderMarkdown(markdown);
  if (!html) {
    const message = "markdown has no text left after removing what articles may not contain";
    throw badRequest(message, { errors: [{ field: "markdown", message }] });
  }
  return html;
}

/** A post names the signed-in member as its author unless told otherwise. */
function defaultAuthor(res: Response): string {
  const caller = callerOf(res);
  return caller.kind === "member" ? caller.staff.name : DEFAULT_AUTHOR;
}

const postId = (req: Request) => parseId(req.params.id, "id");

const NO_REVISION = "No such revision of this post";

/** The stored fields a change of the post's editable fields makes (a PUT's, or a restore's). */
function changesOf(input: z.infer<typeof postChangesSchema>, res: Response): Partial<BlogFields> {
  const changes: Partial<BlogFields> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.markdown !== undefined) {
    changes.content = contentOf(input.markdown);
    changes.contentMarkdown = input.markdown;
  }
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.author_name !== undefined) changes.authorName = input.author_name ?? defaultAuthor(res);
  if (input.cover_image !== undefined) changes.coverImage = input.cover_image;
  if (input.alt_tag !== undefined) changes.altTag = input.alt_tag;
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  return changes;
}

/** `autosave: true` in a PUT's body: the editor's autosave, whose revisions are coalesced. */
export const autosaveSchema = z.object({ autosave: z.boolean().optional() });

/** Staff write, schedule and publish posts (docs/api.md, Posts). */
export function staffPostRoutes({ db, events, can, audit }: ApiContext): Router {
  const staff = can("posts.edit");
  const router = asyncRouter();

  /** Saves a change with its revision and tells open pages and caches when visitors can notice it. */
  const change = async (res: Response, before: BlogRow, changes: Partial<BlogFields>, note: string, autosave = false) => {
    const after = await updateBlog(db, before.id, changes, recordPostRevision({ author: revisionAuthor(res), note, autosave }));
    announcePostChange(events, before, after);
    return after;
  };

  router.get("/staff/posts", ...staff, async (req, res) => {
    const filters = parseInput(postFiltersSchema, req.query, "Query");
    const { page, per_page } = parseInput(postPagingSchema, req.query, "Query");
    res.json(await pageOfPosts(db, filters, page, per_page));
  });

  router.post("/staff/posts/preview", ...staff, async (req, res) => {
    const { markdown } = parseInput(previewSchema, jsonBody(req));
    res.json({ html: renderMarkdown(markdown) });
  });

  router.get("/staff/posts/:id", ...staff, async (req, res) => {
    res.json(toPostJson(await requireBlog(db, postId(req))));
  });

  router.post("/staff/posts", ...staff, async (req, res) => {
    const input = parseInput(newPostSchema, jsonBody(req));
    const slug = input.slug ?? slugify(input.title, TEXT_LIMITS.blogSlug);
    if (!slug) {
      const message = "slug is required when the title has no letters or digits";
      throw badRequest(message, { errors: [{ field: "slug", message }] });
    }
    const row = await createBlog(db, {
      slug,
      title: input.title,
      content: contentOf(input.markdown),
      contentMarkdown: input.markdown,
      excerpt: input.excerpt ?? null,
      coverImage: input.cover_image ?? null,
      altTag: input.alt_tag ?? null,
      authorName: input.author_name ?? defaultAuthor(res),
      tags: input.tags ?? [],
      isPublished: false,
    }, recordPostRevision({ author: revisionAuthor(res), note: "Created" }));
    await audit(req, res, { action: "post_created", subject: { type: "post", id: row.id }, summary: `Created draft "${row.title}"`, details: { slug: row.slug } });
    res.status(201).location(`/api/staff/posts/${row.id}`).json(toPostJson(row));
  });

  router.put("/staff/posts/:id", ...staff, async (req, res) => {
    const id = postId(req);
    const input = parseInput(postChangesSchema, jsonBody(req));
    const { autosave = false } = parseInput(autosaveSchema, jsonBody(req));
    const before = await requireBlog(db, id);
    const changes = changesOf(input, res);
    const after = await change(res, before, changes, autosave ? "Autosaved" : "Saved", autosave);
    await audit(req, res, { action: "post_edited", subject: { type: "post", id }, summary: `Edited "${after.title}"`, details: { fields: Object.keys(changes) } });
    res.json(toPostJson(after));
  });

  router.post("/staff/posts/:id/publish", ...staff, async (req, res) => {
    const id = postId(req);
    const { at } = parseInput(publishSchema, jsonBody(req) ?? {});
    const before = await requireBlog(db, id);
    if (at && at.getTime() > Date.now()) {
      const after = await change(res, before, { isPublished: true, publishAt: at, announcedAt: null }, `Scheduled for ${at.toISOString()}`);
      await audit(req, res, { action: "post_published", subject: { type: "post", id }, summary: `Scheduled "${before.title}" for ${at.toISOString()}`, details: { at: at.toISOString() } });
      res.json(toPostJson(after));
      return;
    }
    // Publishing a public post again keeps its date, so it does not jump to the top of the list.
    if (postStatus(before.isPublished, before.publishAt) === "published") {
      res.json(toPostJson(before));
      return;
    }
    const after = await change(res, before, { isPublished: true, publishAt: sql`now()`, announcedAt: sql`now()` }, "Published");
    await audit(req, res, { action: "post_published", subject: { type: "post", id }, summary: `Published "${before.title}"` });
    res.json(toPostJson(after));
  });

  router.post("/staff/posts/:id/unpublish", ...staff, async (req, res) => {
    const before = await requireBlog(db, postId(req));
    const after = await change(res, before, { isPublished: false, publishAt: null, announcedAt: null }, "Unpublished");
    await audit(req, res, { action: "post_unpublished", subject: { type: "post", id: before.id }, summary: `Unpublished "${before.title}"` });
    res.json(toPostJson(after));
  });

  router.get("/staff/posts/:id/revisions", ...staff, async (req, res) => {
    const post = await requireBlog(db, postId(req));
    res.json({ data: (await listPostRevisions(db, post.id)).map(toPostRevisionJson) });
  });

  router.get("/staff/posts/:id/revisions/:revision", ...staff, async (req, res) => {
    const post = await requireBlog(db, postId(req));
    const { revision, previous } = found(await postRevisionWithPrevious(db, post.id, parseId(req.params.revision, "revision")), NO_REVISION);
    res.json({
      ...toPostRevisionJson(revision),
      data: revision.data,
      previous_id: previous?.id ?? null,
      diff: revisionDiff(previous?.data, revision.data, POST_LONG_TEXT),
    });
  });

  /**
   * Puts a revision's fields back as a new revision ("Restored revision #n"). The post stays
   * draft, scheduled or published as it is: a restore of a published post is live at once, as
   * any save of it is; its status is changed only by publish and unpublish.
   */
  router.post("/staff/posts/:id/revisions/:revision/restore", ...staff, async (req, res) => {
    const before = await requireBlog(db, postId(req));
    const { revision } = found(await postRevisionWithPrevious(db, before.id, parseId(req.params.revision, "revision")), NO_REVISION);
    // Checked again: a revision saved under older rules must not become an invalid post.
    const input = parseInput(postChangesSchema, revision.data, "revision");
    const after = await change(res, before, changesOf(input, res), `Restored revision #${revision.id}`);
    await audit(req, res, { action: "post_edited", subject: { type: "post", id: after.id }, summary: `Restored revision #${revision.id} of "${after.title}"`, details: { revision: revision.id } });
    res.json(toPostJson(after));
  });

  router.delete("/staff/posts/:id", ...staff, async (req, res) => {
    const deleted = found(await deleteBlog(db, postId(req)), "Blog not found");
    announcePostChange(events, deleted, null);
    await audit(req, res, { action: "post_deleted", subject: { type: "post", id: deleted.id }, summary: `Deleted "${deleted.title}"`, details: { slug: deleted.slug } });
    res.status(204).end();
  });

  return router;
}
