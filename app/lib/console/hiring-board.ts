import type { ApplicationStage } from "./leads";

export const BOARD_PATH = "/console/hiring";

/** The board of one position: its address, with the stage just moved to for the one-time confirmation. */
export function boardHref(position: string | null, moved?: ApplicationStage): string {
  const query = new URLSearchParams();
  if (position) query.set("position", position);
  if (moved) query.set("moved", moved);
  const search = query.toString();
  return search ? `${BOARD_PATH}?${search}` : BOARD_PATH;
}
