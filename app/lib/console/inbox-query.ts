import { isLeadKind, LEAD_STATUSES, statusesOf, type LeadKind, type LeadStatus } from "./leads";

/** The inbox's filters, as the URL holds them (a GET form, so they work without JavaScript). */
export interface InboxFilters {
  kind?: LeadKind;
  status?: LeadStatus;
  service?: string;
  position?: string;
  from?: string;
  to?: string;
  q?: string;
  /** Where leads came from (docs/insights.md). */
  source?: string;
  campaign?: string;
  /** "My leads" (`me`), nobody's (`none`) or one member's (their id); docs/leads-follow-up.md. */
  assignee?: string;
  /** "Due today / overdue": next steps before the end of today in IST. */
  due?: "1";
  page: number;
}

/** A filter the inbox cannot apply, said next to its field: the form comes back as it was sent. */
export interface FilterProblem {
  field: "from" | "to";
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** What the API takes for `assignee`; anything else (a stale link) is left out. */
const ASSIGNEE = /^(me|none|[1-9]\d{0,9})$/;
const TEXT_MAX = 100;
/** Beyond any inbox's last page; the loader sends a page past the end to the last one. */
const PAGE_MAX = 10_000;

const text = (value: string | null) => {
  const trimmed = value?.trim().slice(0, TEXT_MAX);
  return trimmed ? trimmed : undefined;
};

/** A calendar day that exists: 2026-02-31 has the shape of a date but is none. */
export function isRealDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * What the URL asks for. A kind or status that is not one is left out (a stale link); a date is
 * kept as typed, so a wrong one comes back in its field with a message (`filterProblems`).
 */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    kind: isLeadKind(kind) ? kind : undefined,
    status: (LEAD_STATUSES as readonly (string | null)[]).includes(status) ? (status as LeadStatus) : undefined,
    service: text(params.get("service")),
    position: text(params.get("position")),
    from: text(params.get("from")),
    to: text(params.get("to")),
    q: text(params.get("q")),
    source: text(params.get("source")),
    campaign: text(params.get("campaign")),
    assignee: ASSIGNEE.test(params.get("assignee") ?? "") ? (params.get("assignee") as string) : undefined,
    due: params.get("due") === "1" ? "1" : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, PAGE_MAX) : 1,
  };
}

/** Why the filters cannot be applied as they are: a date that is not one, or a range that ends before it starts. */
export function filterProblems(filters: InboxFilters): FilterProblem[] {
  const problems: FilterProblem[] = [];
  for (const [field, name] of [["from", "From"], ["to", "To"]] as const) {
    const value = filters[field];
    if (value && !isRealDay(value)) problems.push({ field, message: `${name} must be a real date, like 2026-01-31.` });
  }
  if (problems.length === 0 && filters.from && filters.to && filters.from > filters.to) {
    problems.push({ field: "to", message: "To must be on or after From: the range ends before it starts." });
  }
  return problems;
}

/** The filters as query parameters, in a stable order; the first page is left implicit. */
export function filterParams(filters: InboxFilters, { withPage = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["q", "kind", "status", "service", "position", "source", "campaign", "from", "to", "assignee", "due"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (withPage && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

export function hasFilters(filters: InboxFilters): boolean {
  return filterParams(filters, { withPage: false }).size > 0;
}

/** The page a list of `total` items in pages of `perPage` ends on (1 for an empty list). */
export const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * Which filters the inbox offers someone who may read these kinds of lead: the kind itself only
 * when there is a choice, the statuses (or stages) of the chosen kind, else of every kind offered,
 * services for enquiries and positions for applications.
 */
export function filterChoicesFor(kinds: readonly LeadKind[], chosenKind?: LeadKind) {
  const shown = chosenKind && kinds.includes(chosenKind) ? [chosenKind] : kinds;
  return {
    kinds: kinds.length > 1 ? kinds : [],
    statuses: [...new Set(shown.flatMap((kind) => statusesOf(kind)))],
    services: kinds.includes("enquiry"),
    positions: kinds.includes("application"),
  };
}
