import { Link } from "@remix-run/react";
import type { LeadNeighbours } from "~/lib/console/api-types";

/** Previous (newer) and next (older) lead in the list the lead was opened from. */
export function LeadWalk({ neighbours, listSearch }: { neighbours: LeadNeighbours | null; listSearch: string }) {
  if (!neighbours || (!neighbours.newer && !neighbours.older)) return null;
  const href = (lead: { kind: string; id: number | string }) => `/console/leads/${lead.kind}/${lead.id}${listSearch}`;
  return (
    <nav className="console-pager lead-walk" aria-label="Leads in this list">
      {neighbours.newer ? <Link to={href(neighbours.newer)}>← Previous lead</Link> : <span />}
      {neighbours.older ? <Link to={href(neighbours.older)}>Next lead →</Link> : <span />}
    </nav>
  );
}
