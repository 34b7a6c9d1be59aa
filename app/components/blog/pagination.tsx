import { Link } from "@remix-run/react";
import { listQueryString, pageNumbers, type ListQuery } from "~/lib/blog/list-query";

interface PaginationProps {
  query: ListQuery;
  page: number;
  pageCount: number;
}

export function Pagination({ query, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (target: number) => `/blog${listQueryString({ ...query, page: target })}`;
  return (
    <nav className="pagination" aria-label="Blog pages">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={href(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
