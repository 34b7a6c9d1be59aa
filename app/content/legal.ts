// The legal pages' text is site content (contract/site-content/legal-seed.ts): the cookie policy's
// table and settings are drawn from code where its slots stand (docs/site-content.md).

/** The legal pages' titles and breadcrumbs: the spec's, kept in code like the routes. */
export const LEGAL_TITLES = {
  "privacy-policy": "Privacy Policy",
  "terms-and-conditions": "Terms & Conditions",
  "cookie-policy": "Cookie Policy",
} as const;
