/** The console's posts section: words and bounds shared by its pages, its schema and its actions. */
import { POST_STATUSES, type PostStatus } from "../../../contract/posts";

export { POST_STATUSES, type PostStatus };

export const postStatusLabels: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export function isPostStatus(value: unknown): value is PostStatus {
  return (POST_STATUSES as readonly unknown[]).includes(value);
}

/** Rows per page of the posts list. */
export const POSTS_PAGE_SIZE = 25;

/** In line with what the API keeps (api/limits.ts). */
export const POST_LIMITS = {
  title: 200,
  slug: 120,
  tag: 40,
  tagCount: 10,
  author: 100,
  alt: 300,
  excerpt: 500,
  markdown: 200_000,
  search: 200,
} as const;

/** What the editor's buttons ask for; every one posts the whole form ("image" adds a picture to the text). */
export const POST_INTENTS = ["preview", "save", "publish", "schedule", "image"] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

export const POST_FORM_ID = "post-editor";
/** Where the editor's live preview sends the Markdown (a resource route, outside the page's form). */
export const POST_PREVIEW_PATH = "/console/posts/preview";

/** What the page says after a save, read from ?done= so it survives the redirect. */
export const POST_OUTCOMES = ["saved", "published", "scheduled", "unpublished", "restored"] as const;
export type PostOutcome = (typeof POST_OUTCOMES)[number];

export function isPostOutcome(value: unknown): value is PostOutcome {
  return (POST_OUTCOMES as readonly unknown[]).includes(value);
}

/** The editor's address for a post not written yet. */
export const NEW_POST = "new";

export const postEditHref = (id: string | number) => `/console/posts/${id}`;
