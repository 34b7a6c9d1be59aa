import { Form, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { listQueryString, parseListQuery, suggestions as suggest, type ListQuery } from "~/lib/blog/list-query";
import type { Post } from "~/lib/blog/post";
import { FilterSelect } from "./filter-select";

const SEARCH_DEBOUNCE_MS = 180;

const sortOptions = [
  { value: "newest", label: "Newest" },
  { value: "title", label: "Title" },
];

interface BlogFiltersProps {
  query: ListQuery;
  tags: readonly string[];
  searchable: readonly Pick<Post, "slug" | "title" | "excerpt" | "author" | "tags">[];
}

/**
 * Search, tag and sort as a plain GET form (shareable URLs, works without JavaScript); with
 * JavaScript the list follows the typing after a short pause and suggestions appear.
 */
export function BlogFilters({ query, tags, searchable }: BlogFiltersProps) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(query.q);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const items = useMemo(() => (open ? suggest(searchable, text) : []), [open, searchable, text]);

  // Follow the URL when it changes from elsewhere (back button, a tag link), never while it is
  // catching up with what is being typed: that would swallow keystrokes.
  const applied = useRef(query.q);
  useEffect(() => {
    if (query.q !== applied.current) setText(query.q);
    applied.current = query.q;
  }, [query.q]);

  // The same URL the plain form would produce, minus empty and default values; back to page 1.
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>();
  const apply = useCallback(
    (replace: boolean) => {
      if (!form.current) return;
      // An Apply press makes the search that typing had scheduled: it must not run again after.
      clearTimeout(pendingSearch.current);
      const params = new URLSearchParams(new FormData(form.current) as unknown as Record<string, string>);
      const { q, tag, sort } = parseListQuery(params);
      applied.current = q;
      // Typing fast interrupts the previous navigation on purpose; its abort is no error.
      void Promise.resolve(navigate(`/blog${listQueryString({ q, tag, sort })}`, { replace, preventScrollReset: true })).catch(
        (error: unknown) => {
          if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
        },
      );
    },
    [navigate],
  );

  useEffect(() => {
    if (text.trim() === query.q) return;
    pendingSearch.current = setTimeout(() => apply(true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pendingSearch.current);
  }, [text, query.q, apply]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    setOpen(false);
    if (item.kind === "post") navigate(`/blog/${item.slug}`);
    else navigate(`/blog?tag=${encodeURIComponent(item.tag)}`, { preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      ref={form}
      className="blog-filters"
      role="search"
      aria-label="Search the blog"
      onSubmit={(event) => {
        event.preventDefault();
        apply(false);
      }}
    >
      <div className="field blog-search">
        <label htmlFor="blog-q">Search Articles</label>
        <input
          id="blog-q"
          name="q"
          // ARIA allows role="combobox" on a text input, not on type="search".
          type="text"
          enterKeyHint="search"
          value={text}
          placeholder="Title, topic, author or tag"
          autoComplete="off"
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && items[active] ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && items.length) {
              event.preventDefault();
              setActive((index) => (index + 1) % items.length);
            } else if (event.key === "ArrowUp" && items.length) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
            } else if (event.key === "Enter" && active >= 0 && items[active]) {
              event.preventDefault();
              choose(active);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
        />
        <ul id={listId} role="listbox" className="suggestions" hidden={items.length === 0} aria-label="Suggestions">
          {items.map((item, index) => (
            <li
              key={`${item.kind}-${item.label}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: it must win against the input's blur.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
            >
              <span className="suggestion-label">{item.label}</span>
              <span className="suggestion-meta">{item.meta}</span>
            </li>
          ))}
        </ul>
      </div>
      <FilterSelect
        name="tag"
        label="Tag"
        value={query.tag}
        options={[{ value: "", label: "All tags" }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
        onChange={() => apply(false)}
      />
      <FilterSelect name="sort" label="Sort By" value={query.sort} options={sortOptions} onChange={() => apply(false)} />
      <button type="submit" className="btn btn--primary">
        Apply
      </button>
    </Form>
  );
}
