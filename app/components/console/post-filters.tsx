import { Form } from "@remix-run/react";
import { POST_LIMITS, POST_STATUSES, postStatusLabels } from "~/lib/console/posts";
import type { PostFilters } from "~/lib/console/posts-query";
import { OptionList } from "./option-list";

const statusOptions = POST_STATUSES.map((status) => [status, postStatusLabels[status]] as const);

/** Search and status: a GET form, so the URL holds them and they work without JavaScript. */
export function PostFilterForm({ filters }: { filters: PostFilters }) {
  return (
    <Form method="get" action="/console/posts" className="console-filters" aria-label="Filter posts">
      <div className="console-filter console-filter--wide">
        <label htmlFor="posts-q">Search</label>
        <input
          id="posts-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder="Title, slug, author or tag"
          maxLength={POST_LIMITS.search}
        />
      </div>
      <div className="console-filter">
        <label htmlFor="posts-status">Status</label>
        <select id="posts-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Any</option>
          <OptionList options={statusOptions} />
        </select>
      </div>
      <div className="console-filter-actions">
        <button type="submit" className="btn btn--primary btn--sm">
          Filter
        </button>
        <a href="/console/posts" className="console-link">
          Clear
        </a>
      </div>
    </Form>
  );
}
