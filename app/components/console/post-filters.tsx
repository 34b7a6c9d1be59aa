import { POST_LIMITS, POST_STATUSES, postStatusLabels } from "~/lib/console/posts";
import type { PostFilters } from "~/lib/console/posts-query";
import { FilterForm, FilterSelect, SearchFilter } from "./filter-form";

const statusOptions = POST_STATUSES.map((status) => [status, postStatusLabels[status]] as const);

/** Search and status. */
export function PostFilterForm({ filters }: { filters: PostFilters }) {
  return (
    <FilterForm action="/console/posts" label="Filter posts">
      <SearchFilter id="posts-q" value={filters.q} placeholder="Title, slug, author or tag" maxLength={POST_LIMITS.search} />
      <FilterSelect id="posts-status" name="status" label="Status" value={filters.status} options={statusOptions} />
    </FilterForm>
  );
}
