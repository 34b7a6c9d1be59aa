import { Link } from "@remix-run/react";
import type { CaseStudy } from "~/lib/work";
import { ConsoleTable, type Column } from "./console-table";
import { OrderButtons } from "./order-buttons";

export const EXAMPLE_MARK = "Example — replace with your own work";

/** Every case study in About's order, hidden ones too; the seeded examples say what they are. */
export function CaseStudyList({ studies }: { studies: CaseStudy[] }) {
  if (studies.length === 0) {
    return <p className="console-empty">No case studies yet. About shows its &ldquo;Our work&rdquo; section once one is published.</p>;
  }
  const columns: Column<CaseStudy>[] = [
    {
      label: "Order",
      cell: (study) => <OrderButtons id={study.id} name={study.title} index={studies.indexOf(study)} count={studies.length} />,
    },
    {
      label: "Title",
      cell: (study) => (
        <>
          <Link to={`/console/work/${study.id}`}>{study.title}</Link>
          {study.is_example ? (
            <span className="status-badge status-badge--qualified console-example">{EXAMPLE_MARK}</span>
          ) : null}
        </>
      ),
    },
    { label: "Client", cell: (study) => `${study.client} · ${study.industry}` },
    {
      label: "On About",
      cell: (study) =>
        study.is_published ? (
          <span className="status-badge status-badge--won">Published</span>
        ) : (
          <span className="status-badge status-badge--lost">Hidden</span>
        ),
    },
  ];
  return <ConsoleTable columns={columns} rows={studies} rowKey={(study) => study.id} />;
}
