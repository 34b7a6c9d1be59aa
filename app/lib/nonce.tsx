import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty in the browser, where it is never needed after hydration. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
