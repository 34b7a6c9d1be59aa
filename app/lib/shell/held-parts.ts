import { createContext, useContext } from "react";

/**
 * Data a page's loader held back from the document (see `held-parts.server.ts`): the server
 * renders with it, the browser gets it only when a part that needs it hydrates. Empty in the
 * browser.
 */
const HeldPartsContext = /* @__PURE__ */ createContext<ReadonlyMap<string, unknown> | undefined>(undefined);

export const HeldPartsProvider = HeldPartsContext.Provider;

/**
 * The loader's `value`, or on the server the value it held back from the document under `key`.
 * Undefined in the browser while the page's first render hydrates: the parts that draw it keep
 * their server HTML until they fetch it (`island`'s `fetchProps`).
 */
export function useHeldPart<T>(key: string, value: T | undefined): T | undefined {
  const held = useContext(HeldPartsContext);
  return value ?? (held?.get(key) as T | undefined);
}
