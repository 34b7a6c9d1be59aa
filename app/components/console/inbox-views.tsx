import type { InboxFilters } from "~/lib/console/inbox-query";

const VIEWS = [
  { href: "/console", label: "All leads", active: (f: InboxFilters) => !f.assignee && !f.due },
  { href: "/console?assignee=me", label: "My leads", active: (f: InboxFilters) => f.assignee === "me" && !f.due },
  { href: "/console?due=1", label: "Due today / overdue", active: (f: InboxFilters) => f.due === "1" && !f.assignee },
] as const;

/** The inbox's views, plain links (filters in the URL): everyone's, mine, and next steps due. */
export function InboxViews({ filters }: { filters: InboxFilters }) {
  return (
    <nav aria-label="Inbox views" className="inbox-views">
      {VIEWS.map((view) => (
        <a key={view.href} href={view.href} className="btn btn--ghost btn--sm" aria-current={view.active(filters) ? "page" : undefined}>
          {view.label}
        </a>
      ))}
    </nav>
  );
}
