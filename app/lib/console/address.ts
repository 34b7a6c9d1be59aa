/** `query` as the search part of an address: nothing at all when it is empty. */
export const searchOf = (query: URLSearchParams) => (query.size ? `?${query}` : "");
