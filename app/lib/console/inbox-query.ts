import { isLeadKind, LEAD_STATUSES, type LeadKind, type LeadStatus } from "./leads";

/** The inbox's filters, as the URL holds them (a GET form, so they work without JavaScript). */
export interface InboxFilters {
  kind?: LeadKind;
  status?: LeadStatus;
  service?: string;
  position?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 100;

const text = (value: string | null) => {
  const trimmed = value?.trim().slice(0, TEXT_MAX);
  return trimmed ? trimmed : undefined;
};

/** What the URL asks for; a value that cannot be a filter is left out rather than refused. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const from = params.get("from");
  const to = params.get("to");
  const page = Number(params.get("page"));
  return {
    kind: isLeadKind(kind) ? kind : undefined,
    status: (LEAD_STATUSES as readonly (string | null)[]).includes(status) ? (status as LeadStatus) : undefined,
    service: text(params.get("service")),
    position: text(params.get("position")),
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    q: text(params.get("q")),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The filters as query parameters, in a stable order; the first page is left implicit. */
export function filterParams(filters: InboxFilters, { withPage = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["q", "kind", "status", "service", "position", "from", "to"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (withPage && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

export function hasFilters(filters: InboxFilters): boolean {
  return filterParams(filters, { withPage: false }).size > 0;
}
