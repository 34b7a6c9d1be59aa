/**
 * Revisions as both sides read them (docs/post-revisions.md): one line of a readable diff, and
 * a post's revision. Site content's revisions use the same line shape.
 */
export interface RevisionDiffLine {
  change: "added" | "removed" | "same";
  text: string;
}

/** A post's fields as one save left them: what a revision keeps and a restore puts back. */
export interface PostRevisionData {
  title: string;
  slug: string;
  markdown: string;
  excerpt: string | null;
  cover_image: string | null;
  alt_tag: string | null;
  author_name: string;
  tags: string[];
  /** For reading only: a restore leaves the post as draft, scheduled or published as it is. */
  status: string;
  publish_at: string | null;
}

export interface PostRevisionJson {
  id: number;
  author: string;
  note: string;
  autosave: boolean;
  created_at: string;
  /** The latest autosave it took in (the same as created_at for any other save). */
  updated_at: string;
}

/** Autosaves by one author within this long of the revision's start update it instead of adding one. */
export const AUTOSAVE_REVISION_WINDOW_MS = 10 * 60 * 1000;
