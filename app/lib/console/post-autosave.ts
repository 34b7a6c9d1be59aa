/** Autosave of drafts: words and names shared by the editor and its resource route. */

/** Where the editor sends a draft's fields while someone types (a resource route: no redirect, no reload). */
export const POST_AUTOSAVE_PATH = "/console/posts/autosave";

/** The hidden field holding the draft a new post's autosave created, so the explicit Save updates it. */
export const DRAFT_ID_FIELD = "draftId";

/** How long typing pauses before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export const autosaveTexts = {
  off: "Autosave is off for this post: it is live, so changes reach visitors only when you press Save changes.",
  released: "Autosave is off for published and scheduled posts: press Save changes.",
  unsaved: "Unsaved changes: saving when you pause.",
  needsTitle: "Not saved yet: give the post a title and some text.",
  failed: "Not saved: the console could not reach the API. Your text is still here; press Save draft.",
} as const;

/** The draft id a new post's form carries, when it is one. */
export function autosavedDraftId(formData: FormData): string | undefined {
  const id = formData.get(DRAFT_ID_FIELD);
  return typeof id === "string" && /^\d{1,10}$/.test(id) ? id : undefined;
}
