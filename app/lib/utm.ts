import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { UTM_KEYS, UTM_VALUE_MAX, type Utm } from "../../contract/utm";

// Components read the keys from here, with the browser-side helpers.
export { UTM_KEYS, type Utm };

const STORAGE_KEY = "utm:v1";

/** The campaign values among any form fields or query parameters, or null when there are none. */
export function pickUtm(source: { get(name: string): unknown }): Utm | null {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = source.get(key);
    if (typeof value === "string" && value.trim()) utm[key] = value.trim().slice(0, UTM_VALUE_MAX);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

export function readStoredUtm(): Utm | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as unknown;
    return stored && typeof stored === "object" ? pickUtm(new Map(Object.entries(stored))) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the campaign of this visit in sessionStorage, so the quote form can send it even
 * when the visitor reached the form by client-side navigation from the landing page.
 */
export function useUtmMemory() {
  const { search } = useLocation();
  useEffect(() => {
    const utm = pickUtm(new URLSearchParams(search));
    if (!utm) return;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(utm));
    } catch {
      // Private modes may refuse storage; the server-side session still has the values.
    }
  }, [search]);
}
