import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from "react";
import type { SearchResult } from "~/lib/site-search.server";
import { useFocusTrap } from "~/lib/use-focus-trap";
import { FragmentLink } from "./fragment-link";
import { Icon } from "~/components/icon";

interface SearchModalProps {
  open: boolean;
  onClose: () => void;
  /** The search button: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLElement>;
}

/** Up and Down walk from the search box through the result links and back; Enter then opens the one focused. */
function moveThroughResults(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const stops = [
    ...event.currentTarget.querySelectorAll<HTMLElement>("#site-search, .search-results a"),
  ];
  if (stops.length < 2) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === "ArrowDown" ? 1 : -1;
  stops[(at + step + stops.length) % stops.length].focus();
}

/**
 * Full-screen search over pages and blog posts. Without JavaScript it opens through the
 * #search fragment and submits to the full results page; with it, results appear as you type.
 */
export function SearchModal({ open, onClose, opener }: SearchModalProps) {
  const fetcher = useFetcher<{ results: SearchResult[] }>();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  useFocusTrap(dialog, open, opener);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const timer = setTimeout(() => fetcher.load(`/search.json?q=${encodeURIComponent(q)}`), 180);
    return () => clearTimeout(timer);
    // fetcher.load is stable enough for this; adding fetcher would refetch on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const results = query.trim().length >= 2 ? (fetcher.data?.results ?? []) : [];

  return (
    <div
      id="search"
      className="search-modal"
      data-open={open}
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-title"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="search-dialog" ref={dialog} onKeyDown={moveThroughResults}>
        <FragmentLink href="#top" className="icon-button search-close" label="Close search" onPress={onClose}>
          <Icon name="close" />
        </FragmentLink>
        <h2 id="search-title">Search the site</h2>
        <Form method="get" action="/search" className="search-form" role="search" onSubmit={onClose}>
          <label htmlFor="site-search" className="visually-hidden">
            Search Pages and Articles
          </label>
          <input
            ref={input}
            id="site-search"
            name="q"
            type="search"
            placeholder="Search services, pages and articles"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="btn btn--accent">
            Search
          </button>
        </Form>
        {results.length > 0 ? (
          <ul className="search-results" aria-live="polite">
            {results.map((result) => (
              <li key={result.path}>
                <Link to={result.path} onClick={onClose}>
                  <span className="search-kind">{result.kind}</span>
                  {result.title}
                  <small>{result.description}</small>
                </Link>
              </li>
            ))}
          </ul>
        ) : query.trim().length >= 2 && fetcher.state === "idle" && fetcher.data ? (
          <p aria-live="polite">No pages or articles match “{query.trim()}”.</p>
        ) : null}
      </div>
    </div>
  );
}
