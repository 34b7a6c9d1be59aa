import type { LegalSection } from "~/content/types";

/** The slot names of the cookie policy's text (contract/site-content/legal.ts `LEGAL_SLOTS`). */
export const COOKIE_TABLE_SLOT = "cookie-table";
const COOKIE_SETTINGS_SLOT = "cookie-settings";

/** The section of the settings form, named by the spec's footer link; a slot of its own for the form. */
export const COOKIE_SETTINGS_FORM_SLOT = "cookie-settings-form";
const settingsSection: LegalSection = { heading: "Cookie settings", paragraphs: [], slot: COOKIE_SETTINGS_FORM_SLOT };

/**
 * The cookie policy's sections as shown: the table where `[[cookie-table]]` stands, and with the
 * cookie notice on, the "Cookie settings" section after the one holding `[[cookie-settings]]`.
 * Text that lost a slot (an agency's own API does not check it) still shows both: the table at
 * the end of the first section, the settings at the end of the page.
 */
export function cookiePolicySections(sections: readonly LegalSection[], withSettings: boolean): LegalSection[] {
  const shown = sections.some((section) => section.slot === COOKIE_TABLE_SLOT)
    ? [...sections]
    : sections.map((section, index) => (index === 0 && !section.slot ? { ...section, slot: COOKIE_TABLE_SLOT } : section));
  if (!withSettings) return shown;
  const at = shown.findIndex((section) => section.slot === COOKIE_SETTINGS_SLOT);
  return at < 0 ? [...shown, settingsSection] : [...shown.slice(0, at + 1), settingsSection, ...shown.slice(at + 1)];
}
