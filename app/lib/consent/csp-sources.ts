/**
 * What Google Tag Manager with Google Analytics 4 and Ads needs in the CSP (Google's "Using
 * Tag Manager with a Content Security Policy"), by directive. Allowed only for a visitor who
 * agreed: for everyone else the policy stays the site's own.
 */
export const TAG_MANAGER_SOURCES = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com", "https://*.g.doubleclick.net", "https://www.google.com"],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
  ],
  "frame-src": ["https://www.googletagmanager.com"],
} as const;

export type TagManagerDirective = keyof typeof TAG_MANAGER_SOURCES;
