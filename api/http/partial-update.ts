/** Drops fields a partial update left out, so they keep their stored values. */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A partial update must change something; an empty body is a client mistake, not a no-op. */
export const changesSomething = {
  check: (changes: Record<string, unknown>) => Object.values(changes).some((value) => value !== undefined),
  message: "must change at least one field",
};
