import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from "../../../contract/audit";

/** The audit log's filters as the URL holds them; the API checks them and says what is wrong. */
export const AUDIT_FILTER_NAMES = ["actor", "action", "subject_type", "subject_id", "from", "to"] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_NAMES)[number] | "page", string>>;

/** Longer than any real filter, so the API sees what was typed and can refuse it by name. */
const VALUE_MAX = 300;

/** The filters in use, in a stable order; empty ones (a GET form sends them all) are left out. */
export function auditQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of [...AUDIT_FILTER_NAMES, "page"] as const) {
    const value = params.get(name)?.trim().slice(0, VALUE_MAX);
    if (value && !(name === "page" && value === "1")) query.set(name, value);
  }
  return query;
}

export const auditFiltersOf = (query: URLSearchParams): AuditFilters => Object.fromEntries(query);

/** "lead_status_changed" as a person reads it: "Lead status changed". */
export const actionLabel = (action: string) => {
  const words = action.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => [action, actionLabel(action)] as const);
export const SUBJECT_OPTIONS = AUDIT_SUBJECT_TYPES.map((type) => [type, actionLabel(type)] as const);
