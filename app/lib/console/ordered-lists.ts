/** A list staff keep in the site's order: where the console shows it, and what its pages call it. */
export interface OrderedList {
  path: string;
  name: string;
  /** One item, as the page texts name it. */
  noun: string;
  addTitle: string;
}

export const OPENINGS_LIST: OrderedList = { path: "/console/openings", name: "Openings", noun: "opening", addTitle: "Add an opening" };
export const WORK_LIST: OrderedList = { path: "/console/work", name: "Work", noun: "case study", addTitle: "Add a case study" };

/** The query a move answers with (`?moved=12-up`), so the list can give the row's button its focus back. */
export const movedQuery = (id: string, direction: "up" | "down") => `moved=${encodeURIComponent(`${id}-${direction}`)}`;
