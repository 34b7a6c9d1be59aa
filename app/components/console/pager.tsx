import { Link } from "@remix-run/react";

interface PagerProps {
  /** The API's page of a list: which page it is, of how many items in pages of what size. */
  list: { page: number; per_page: number; total: number };
  /** The URL of a page, with the current filters. */
  hrefFor: (page: number) => string;
}

/** Previous and next page links, with where we are. */
export function Pager({ list, hrefFor }: PagerProps) {
  const { page } = list;
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  if (pages <= 1) return null;
  return (
    <nav className="console-pager" aria-label="Pages">
      {page > 1 ? <Link to={hrefFor(page - 1)}>← Newer</Link> : <span />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={hrefFor(page + 1)}>Older →</Link> : <span />}
    </nav>
  );
}
