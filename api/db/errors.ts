/**
 * Drizzle wraps driver errors (DrizzleQueryError), and node-postgres and PGlite put the
 * SQLSTATE in `code`; this looks through the chain of causes for it.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === "23505";
