import { pictureRefs } from "../../../contract/site-content/picture-refs";
import type { StaffCaller } from "../console/staff-api.server";
import { mediaApi } from "./media-api.server";
import { PICKER_PAGE_SIZE, type PictureLibrary, pickerItem, pickerPageOf } from "./media-picker";

/** At most this many chosen pictures off the page are looked up one by one (a long list of photos). */
const MAX_CHOSEN_LOOKUPS = 30;

/**
 * The picker's library for an editor page: a page of items (`?pictures=n`) and the items `draft`
 * names that it does not list. Null when the library cannot be read: the editor still works, its
 * pictures kept as they are.
 */
export async function pictureLibrary(caller: StaffCaller, url: URL, draft: unknown): Promise<PictureLibrary | null> {
  try {
    const list = await mediaApi.list(caller, pickerPageOf(url), PICKER_PAGE_SIZE);
    const listed = new Set(list.data.map((item) => item.id));
    const off = [...new Set(pictureRefs(draft).map((ref) => ref.mediaId.toLowerCase()))].filter((id) => !listed.has(id)).slice(0, MAX_CHOSEN_LOOKUPS);
    const chosen = await Promise.all(off.map((id) => mediaApi.find(caller, id)));
    return {
      items: list.data.map(pickerItem),
      page: list.page,
      pages: Math.max(1, Math.ceil(list.total / list.per_page)),
      chosen: chosen.flatMap((item) => (item ? [pickerItem(item)] : [])),
    };
  } catch {
    return null;
  }
}
