import { searchOf } from "../search-part";
import { filterParams, filterProblems, parseInboxFilters } from "./inbox-query";
import type { LeadKind } from "./leads";
import { staffApi, type StaffCaller } from "./staff-api.server";

/** What a saved change is confirmed with, once, on the page the change came back to. */
export const SAVED_TEXTS = {
  status: "Status updated.",
  note: "Note added.",
  noteEdited: "Note saved.",
  noteDeleted: "Note deleted.",
  notSpam: "Not spam: moved to the inbox.",
  "follow-up": "Follow-up saved.",
} as const;
export type SavedChange = keyof typeof SAVED_TEXTS;

const isSavedChange = (value: string | null): value is SavedChange => value !== null && value in SAVED_TEXTS;

/**
 * The inbox a lead page was opened from, as the filters its address carries: "← Inbox" goes back
 * to that list, and previous/next walk it. The neighbours are a nicety: without them the page still shows.
 */
export async function inboxAround(caller: StaffCaller, url: URL, kind: LeadKind, id: string) {
  const filters = parseInboxFilters(url.searchParams);
  const usable = filterProblems(filters).length === 0;
  const list = usable ? filterParams(filters) : new URLSearchParams();
  const neighbours = await staffApi.neighbours(caller, kind, id, filterParams({ ...filters, page: 1 }, { withPage: false })).catch(() => null);
  const saved = url.searchParams.get("saved");
  return {
    inboxHref: `/console${searchOf(list)}`,
    /** Appended to another lead's address to keep the same list. */
    listSearch: searchOf(list),
    neighbours: usable ? neighbours : null,
    saved: isSavedChange(saved) ? SAVED_TEXTS[saved] : null,
  };
}

/** Back to the lead after a change, in the same list, with the one-time confirmation. */
export function savedLocation(request: Request, here: string, change: SavedChange): string {
  const query = new URL(request.url).searchParams;
  query.delete("saved");
  query.delete("index");
  // A saved edit closes the note's edit form (?editNote opens it).
  query.delete("editNote");
  query.set("saved", change);
  return `${here}${searchOf(query)}`;
}
