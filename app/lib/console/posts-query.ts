import { isPostStatus, POST_LIMITS, type PostStatus } from "./posts";

/** The posts list's search, as the URL holds it (a GET form, so it works without JavaScript). */
export interface PostFilters {
  q?: string;
  status?: PostStatus;
  page: number;
}

/** What the URL asks for; a value that cannot be a filter is left out rather than refused. */
export function parsePostFilters(params: URLSearchParams): PostFilters {
  const q = params.get("q")?.trim().slice(0, POST_LIMITS.search);
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    q: q || undefined,
    status: isPostStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The filters as query parameters, the first page left implicit. */
export function postFilterParams(filters: PostFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}
