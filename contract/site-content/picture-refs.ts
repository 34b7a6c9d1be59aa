/**
 * Every picture a piece of content names: any object with a non-empty string `mediaId` (fields.ts
 * `picture`), wherever it sits, so a new kind needs no list of its picture fields. `path` is where:
 * `["members", 2, "photo"]`.
 */
export function pictureRefs(data: unknown, path: (string | number)[] = [], depth = 0): { path: (string | number)[]; mediaId: string }[] {
  if (depth > 20 || data === null || typeof data !== "object") return [];
  if (Array.isArray(data)) return data.flatMap((entry, index) => pictureRefs(entry, [...path, index], depth + 1));
  const record = data as Record<string, unknown>;
  const own = typeof record.mediaId === "string" && record.mediaId !== "" ? [{ path, mediaId: record.mediaId }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, value]) => pictureRefs(value, [...path, key], depth + 1))];
}
