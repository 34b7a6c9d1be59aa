/** `query` as the search part of an address: nothing at all when it is empty, so links stay clean. */
export function searchOf(query: URLSearchParams): string {
  // By its text, not `size`, which browsers before 2023 do not have.
  const text = query.toString();
  return text ? `?${text}` : "";
}
