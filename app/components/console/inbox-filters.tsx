import type { FilterProblem, InboxFilters } from "~/lib/console/inbox-query";
import { filterChoicesFor, hasFilters } from "~/lib/console/inbox-query";
import { kindLabels, statusLabels, type LeadKind } from "~/lib/console/leads";
import { FilterForm, FilterSelect, SearchFilter } from "./filter-form";
import { TextFilter } from "./text-filter";

type Choice = readonly [value: string, label: string];

interface InboxFilterFormProps {
  filters: InboxFilters;
  /** Filters that could not be applied, each said next to its field. */
  problems: FilterProblem[];
  /** The agency's services (by name) and openings, as the loader found them. */
  choices: { services: readonly Choice[]; positions: readonly Choice[] };
  /** The kinds of lead the signed-in person may read; the others' filters are left out. */
  kinds: readonly LeadKind[];
}

function DateFilter({ field, label, value, problem }: { field: "from" | "to"; label: string; value?: string; problem?: FilterProblem }) {
  const id = `filter-${field}`;
  return (
    <div className="console-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={field}
        defaultValue={value ?? ""}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem ? (
        <p id={`${id}-error`} className="console-filter-error">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}

/** The inbox's filters: search, the lead's kind, status, service and position, and a date range. */
export function InboxFilterForm({ filters, problems, choices, kinds }: InboxFilterFormProps) {
  const problemOf = (field: "from" | "to") => problems.find((problem) => problem.field === field);
  const offered = filterChoicesFor(kinds, filters.kind);
  return (
    <FilterForm action="/console" label="Filter leads" folded={{ open: hasFilters(filters) || problems.length > 0 }}>
      {problems.length > 0 ? (
        <p className="console-filter-problems" role="alert">
          These filters could not be applied: {problems.map((problem) => problem.message).join(" ")}
        </p>
      ) : null}
      {/* The view (My leads, Due) stays chosen while the other filters change. */}
      {filters.assignee ? <input type="hidden" name="assignee" value={filters.assignee} /> : null}
      {filters.due ? <input type="hidden" name="due" value={filters.due} /> : null}
      <SearchFilter id="filter-q" value={filters.q} placeholder="Name, email, phone or message" maxLength={100} />
      {offered.kinds.length > 0 ? (
        <FilterSelect id="filter-kind" name="kind" label="Kind" value={filters.kind} options={offered.kinds.map((kind) => [kind, kindLabels[kind]] as const)} />
      ) : null}
      <FilterSelect id="filter-status" name="status" label="Status" value={filters.status} options={offered.statuses.map((status) => [status, statusLabels[status]] as const)} />
      {offered.services ? <FilterSelect id="filter-service" name="service" label="Service" value={filters.service} options={choices.services} /> : null}
      {offered.positions ? (
        <FilterSelect id="filter-position" name="position" label="Position" value={filters.position} options={choices.positions} />
      ) : null}
      <TextFilter id="filter-source" name="source" label="Source" value={filters.source} placeholder="google, direct…" />
      <TextFilter id="filter-campaign" name="campaign" label="Campaign" value={filters.campaign} />
      <DateFilter field="from" label="From" value={filters.from} problem={problemOf("from")} />
      <DateFilter field="to" label="To" value={filters.to} problem={problemOf("to")} />
    </FilterForm>
  );
}
