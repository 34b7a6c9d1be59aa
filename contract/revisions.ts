import { z } from "zod";

/**
 * Revisions as both sides read them (docs/post-revisions.md): one line of a readable diff, and
 * a post's revision. Site content's revisions use the same line shape.
 */
export const revisionDiffLineSchema = z.object({ change: z.enum(["added", "removed", "same"]), text: z.string() });

/** A post's fields as one save left them: what a revision keeps and a restore puts back. */
export const postRevisionDataSchema = z.object({
  title: z.string(),
  slug: z.string(),
  markdown: z.string(),
  excerpt: z.string().nullable(),
  cover_image: z.string().nullable(),
  alt_tag: z.string().nullable(),
  author_name: z.string(),
  tags: z.array(z.string()),
  /** For reading only: a restore leaves the post as draft, scheduled or published as it is. */
  status: z.string(),
  publish_at: z.string().nullable(),
});

export const postRevisionJsonSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  note: z.string(),
  autosave: z.boolean(),
  created_at: z.string(),
  /** The latest autosave it took in (the same as created_at for any other save). */
  updated_at: z.string(),
});

export type RevisionDiffLine = z.infer<typeof revisionDiffLineSchema>;
export type PostRevisionData = z.infer<typeof postRevisionDataSchema>;
export type PostRevisionJson = z.infer<typeof postRevisionJsonSchema>;

/** Autosaves by one author within this long of the revision's start update it instead of adding one. */
export const AUTOSAVE_REVISION_WINDOW_MS = 10 * 60 * 1000;
