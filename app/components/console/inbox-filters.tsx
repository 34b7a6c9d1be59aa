import { positions } from "~/content/career";
import { serviceOptions } from "~/content/services";
import type { InboxFilters } from "~/lib/console/inbox-query";
import { kindLabels, LEAD_KINDS, LEAD_STATUSES, statusLabels } from "~/lib/console/leads";
import { FilterForm, FilterSelect, SearchFilter } from "./filter-form";

const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);

/** The inbox's filters: search, the lead's kind, status, service and position, and a date range. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <FilterForm action="/console" label="Filter leads">
      <SearchFilter id="filter-q" value={filters.q} placeholder="Name, email, phone or message" maxLength={100} />
      <FilterSelect id="filter-kind" name="kind" label="Kind" value={filters.kind} options={LEAD_KINDS.map((kind) => [kind, kindLabels[kind]] as const)} />
      <FilterSelect id="filter-status" name="status" label="Status" value={filters.status} options={LEAD_STATUSES.map((status) => [status, statusLabels[status]] as const)} />
      <FilterSelect id="filter-service" name="service" label="Service" value={filters.service} options={pairs(serviceOptions)} />
      <FilterSelect id="filter-position" name="position" label="Position" value={filters.position} options={pairs(positions)} />
      <div className="console-filter">
        <label htmlFor="filter-from">From</label>
        <input id="filter-from" type="date" name="from" defaultValue={filters.from ?? ""} />
      </div>
      <div className="console-filter">
        <label htmlFor="filter-to">To</label>
        <input id="filter-to" type="date" name="to" defaultValue={filters.to ?? ""} />
      </div>
    </FilterForm>
  );
}
