import { currentChoices } from "./consent-cookie.server";
import { hasSavedFlash } from "./saved-flash.server";

/**
 * With the tag manager on, a page shows the banner or not, and loads the tags or not, by the
 * visitor's answer: five variants of each page at most, each cached. Null for the one view
 * that shows "your choice was saved", which is the visitor's own.
 */
export function consentCacheVariant(cookieHeader: string | null | undefined): string | null {
  if (hasSavedFlash(cookieHeader)) return null;
  const choices = currentChoices(cookieHeader);
  return choices ? `consent:a${choices.analytics ? 1 : 0}m${choices.marketing ? 1 : 0}` : "consent:ask";
}
