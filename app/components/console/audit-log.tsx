import type { AuditEvent } from "~/lib/console/api-types";
import { ACTION_OPTIONS, actionLabel, type AuditFilters, SUBJECT_OPTIONS } from "~/lib/console/audit-query";
import { formatIst } from "~/lib/console/format";
import { ConsoleTable, type Column } from "./console-table";
import { FilterForm, FilterSelect } from "./filter-form";

function TextFilter({ name, label, value, type = "text" }: { name: string; label: string; value?: string; type?: "text" | "date" }) {
  const id = `audit-${name}`;
  return (
    <div className="console-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} name={name} defaultValue={value ?? ""} maxLength={254} />
    </div>
  );
}

/** Who, what, which subject, which days: a GET form, so a filtered log is a link. */
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  return (
    <FilterForm action="/console/audit" label="Filter the audit log">
      <TextFilter name="actor" label="Who (name, email or id)" value={filters.actor} />
      <FilterSelect id="audit-action" name="action" label="Action" value={filters.action} options={ACTION_OPTIONS} />
      <FilterSelect id="audit-subject-type" name="subject_type" label="Subject" value={filters.subject_type} options={SUBJECT_OPTIONS} />
      <TextFilter name="subject_id" label="Subject id" value={filters.subject_id} />
      <TextFilter name="from" label="From" value={filters.from} type="date" />
      <TextFilter name="to" label="To" value={filters.to} type="date" />
    </FilterForm>
  );
}

export function AuditTable({ events }: { events: AuditEvent[] }) {
  if (!events.length) return <p className="console-empty">Nothing recorded matches these filters.</p>;
  const columns: Column<AuditEvent>[] = [
    { label: "When", cell: (event) => <time dateTime={event.at}>{formatIst(event.at)}</time> },
    { label: "Who", cell: (event) => event.actor.name },
    { label: "Action", cell: (event) => actionLabel(event.action) },
    { label: "What", cell: (event) => event.summary },
    { label: "Subject", cell: (event) => (event.subject ? `${event.subject.type} ${event.subject.id ?? ""}` : "—") },
    { label: "From", cell: (event) => [event.ip, event.user_agent].filter(Boolean).join(" · ") || "—" },
  ];
  return <ConsoleTable columns={columns} rows={events} rowKey={(event) => event.id} className="audit-table" />;
}
