/**
 * `?preview=draft` on any page, for a signed-in staff member: the page with the drafts. Shared by
 * the server, which decides what a preview shows, and the browser, which asks for the same drafts.
 */
export const PREVIEW_PARAM = "preview";
export const PREVIEW_VALUE = "draft";
export const PREVIEW_QUERY = `?${PREVIEW_PARAM}=${PREVIEW_VALUE}`;

export function asksForPreview(search: URLSearchParams): boolean {
  return search.get(PREVIEW_PARAM) === PREVIEW_VALUE;
}
