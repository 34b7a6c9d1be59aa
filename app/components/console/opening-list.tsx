import { Link } from "@remix-run/react";
import type { Opening } from "~/lib/openings";
import { ConsoleTable, RowAction, type Column } from "./console-table";
import { OrderButtons } from "./order-buttons";

/** Every opening in the Career page's order, closed ones too; each can be moved, closed or reopened. */
export function OpeningList({ openings }: { openings: Opening[] }) {
  if (openings.length === 0) {
    return <p className="console-empty">No openings yet. An opening you add shows on the Career page while it is open.</p>;
  }
  const columns: Column<Opening>[] = [
    {
      label: "Order",
      cell: (opening) => (
        <OrderButtons id={opening.id} name={opening.title} index={openings.indexOf(opening)} count={openings.length} />
      ),
    },
    { label: "Title", cell: (opening) => <Link to={`/console/openings/${opening.id}`}>{opening.title}</Link> },
    { label: "Location", cell: (opening) => opening.location },
    { label: "Experience", cell: (opening) => opening.experience },
    {
      label: "Status",
      cell: (opening) =>
        opening.is_open ? (
          <span className="status-badge status-badge--won">Open</span>
        ) : (
          <span className="status-badge status-badge--lost">Closed</span>
        ),
    },
    {
      label: "Action",
      labelHidden: true,
      cell: (opening) =>
        opening.is_open ? (
          <RowAction intent="close" id={opening.id} ariaLabel={`Close ${opening.title}`}>
            Close
          </RowAction>
        ) : (
          <RowAction intent="reopen" id={opening.id} ariaLabel={`Reopen ${opening.title}`}>
            Reopen
          </RowAction>
        ),
    },
  ];
  return <ConsoleTable columns={columns} rows={openings} rowKey={(opening) => opening.id} />;
}
