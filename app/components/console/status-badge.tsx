import { statusLabels, type LeadStatus } from "~/lib/console/leads";

/** A lead's status as a coloured badge; the word is always there, the colour only helps. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{statusLabels[status]}</span>;
}
