import { useEffect } from "react";
import { SOURCE_FIELD, type LeadSource } from "../../contract/lead-source";
import { pickUtm } from "./utm";

export { SOURCE_FIELD };

const STORAGE_KEY = "visit-source:v1";

/** The host of the site that sent the visitor, or undefined for this site itself or none. */
export function externalHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== ownHost.toLowerCase() ? host : undefined;
  } catch {
    return undefined;
  }
}

/** What the first page of a visit says of its source. */
export function landingSource(location: { pathname: string; search: string; host: string }, referrer: string): LeadSource {
  const utm = pickUtm(new URLSearchParams(location.search));
  const host = externalHost(referrer, location.host);
  return { ...(utm ? { utm } : {}), ...(host ? { referrer: host } : {}), landing: location.pathname };
}

export function readVisitSource(): LeadSource | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as unknown;
    return stored && typeof stored === "object" ? (stored as LeadSource) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the visit's landing page, referring host and campaign in this tab's sessionStorage (no
 * cookie), from the first page of the visit; a later link with a campaign of its own replaces it.
 */
export function useVisitSource() {
  useEffect(() => {
    const now = landingSource(window.location, document.referrer);
    const kept = readVisitSource();
    if (kept && !now.utm) return;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(now));
    } catch {
      // Private modes may refuse storage; the form post's Referer still says where it was sent from.
    }
  }, []);
}

/** The hidden field's value: the visit's source and the page the form is on. */
export function sourceFieldValue(pathname: string): string {
  return JSON.stringify({ ...(readVisitSource() ?? {}), page: pathname });
}
