import { Link } from "@remix-run/react";

interface PagerProps {
  page: number;
  pages: number;
  /** The URL of a page, with the current filters. */
  hrefFor: (page: number) => string;
}

/** Previous and next page links, with where we are. */
export function Pager({ page, pages, hrefFor }: PagerProps) {
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
