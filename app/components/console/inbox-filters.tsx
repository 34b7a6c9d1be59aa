import { Form } from "@remix-run/react";
import { positions } from "~/content/career";
import { serviceOptions } from "~/content/services";
import type { InboxFilters } from "~/lib/console/inbox-query";
import { kindLabels, LEAD_KINDS, LEAD_STATUSES, statusLabels } from "~/lib/console/leads";
import { OptionList } from "./option-list";

interface SelectProps {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}

function FilterSelect({ name, label, value, options }: SelectProps) {
  return (
    <div className="console-filter">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">Any</option>
        <OptionList options={options} />
      </select>
    </div>
  );
}

const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);

/** The inbox's filters: a GET form, so the URL holds them and they work without JavaScript. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <Form method="get" action="/console" className="console-filters" aria-label="Filter leads">
      <div className="console-filter console-filter--wide">
        <label htmlFor="filter-q">Search</label>
        <input id="filter-q" type="search" name="q" defaultValue={filters.q ?? ""} placeholder="Name, email, phone or message" maxLength={100} />
      </div>
      <FilterSelect name="kind" label="Kind" value={filters.kind} options={LEAD_KINDS.map((kind) => [kind, kindLabels[kind]] as const)} />
      <FilterSelect name="status" label="Status" value={filters.status} options={LEAD_STATUSES.map((status) => [status, statusLabels[status]] as const)} />
      <FilterSelect name="service" label="Service" value={filters.service} options={pairs(serviceOptions)} />
      <FilterSelect name="position" label="Position" value={filters.position} options={pairs(positions)} />
      <div className="console-filter">
        <label htmlFor="filter-from">From</label>
        <input id="filter-from" type="date" name="from" defaultValue={filters.from ?? ""} />
      </div>
      <div className="console-filter">
        <label htmlFor="filter-to">To</label>
        <input id="filter-to" type="date" name="to" defaultValue={filters.to ?? ""} />
      </div>
      <div className="console-filter-actions">
        <button type="submit" className="btn btn--primary btn--sm">
          Filter
        </button>
        <a href="/console" className="console-link">
          Clear
        </a>
      </div>
    </Form>
  );
}
