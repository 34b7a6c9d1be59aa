import type { AppLoadContext } from "@remix-run/node";

/**
 * Leaves `value` out of the loader data of a document (which Remix writes into the page a second
 * time, for hydration) when only parts that hydrate later draw it: the server renders it from
 * the load context instead (`useHeldPart`), and those parts fetch it when their code loads.
 * Client-side navigations and revalidations (`.data` requests, no `heldParts`) get it as usual,
 * as do tests that build a context by hand.
 */
export function holdForDocument<T>(context: Pick<AppLoadContext, "heldParts">, key: string, value: T): T | undefined {
  if (!context.heldParts) return value;
  context.heldParts.set(key, value);
  return undefined;
}
