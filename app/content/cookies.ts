export type CookieCategory = "Necessary" | "Analytics" | "Marketing";

export interface SiteCookie {
  /** The cookie's name; for a family of names (`_ga_<container>`), the shared prefix and a placeholder. */
  name: string;
  /** Set for a family of names: every cookie whose name starts with it. */
  prefix?: string;
  purpose: string;
  duration: string;
  category: CookieCategory;
  /** Who writes it: the site's server, the page's own script, or a tag the tag manager loads. */
  setBy: "this website" | "this website's script" | "Google Tag Manager";
  /** Only with GTM_ID set (the tag manager, and the notice asking about it). */
  withTagManager?: true;
  /** Why the site's own tests never see it set; every other cookie here is checked against what the site sends. */
  notExercised?: string;
}

/**
 * Every cookie the website sets: the cookie policy shows this list, and a test checks it
 * against the Set-Cookie headers and cookies seen across the site.
 */
export const siteCookies: readonly SiteCookie[] = [
  {
    name: "XSRF-TOKEN",
    purpose: "A random token sent back with every form, proving the form came from this website (protection against cross-site request forgery).",
    duration: "Until you close your browser",
    category: "Necessary",
    setBy: "this website's script",
  },
  {
    name: "__session",
    purpose: "Remembers the campaign of the link that brought you here (its utm_ tags), so an enquiry you send can say where it came from. Signed; nothing personal.",
    duration: "Until you close your browser",
    category: "Necessary",
    setBy: "this website",
  },
  {
    name: "visitor_id",
    purpose: "A random identifier, set on your first like, so each visitor likes a post or comment once and sees their own likes. Signed; not linked to your name.",
    duration: "1 year",
    category: "Necessary",
    setBy: "this website",
  },
  {
    name: "comment_owner",
    purpose: "Lets you, and only you, delete the comments you posted from this browser. Signed; holds random tokens only.",
    duration: "1 year",
    category: "Necessary",
    setBy: "this website",
  },
  {
    name: "cookie_consent",
    purpose: "Remembers your choice about analytics and marketing cookies, the version of the notice you answered, and the id of our record of it.",
    duration: "1 year",
    category: "Necessary",
    setBy: "this website",
    withTagManager: true,
  },
  {
    name: "cookie_consent_saved",
    purpose: "Shows once, on the next page, that your cookie choice was saved.",
    duration: "5 minutes, or until that page is shown",
    category: "Necessary",
    setBy: "this website",
    withTagManager: true,
  },
  {
    name: "console_session",
    purpose: "Keeps a member of our team signed in to the website's console. Visitors never get it.",
    duration: "30 days",
    category: "Necessary",
    setBy: "this website",
    notExercised: "set only when staff sign in to the console",
  },
  {
    name: "_ga",
    purpose: "Google Analytics: tells one browser's visits apart, so visitors are counted once.",
    duration: "2 years",
    category: "Analytics",
    setBy: "Google Tag Manager",
    withTagManager: true,
    notExercised: "set by Google's script, which the tests never load; the site only deletes it on withdrawal",
  },
  {
    name: "_ga_<container-id>",
    prefix: "_ga_",
    purpose: "Google Analytics: keeps the state of the current visit.",
    duration: "2 years",
    category: "Analytics",
    setBy: "Google Tag Manager",
    withTagManager: true,
    notExercised: "set by Google's script, which the tests never load",
  },
  {
    name: "_gcl_au",
    purpose: "Google Ads: links a visit to the advertisement that brought it, to measure our campaigns.",
    duration: "90 days",
    category: "Marketing",
    setBy: "Google Tag Manager",
    withTagManager: true,
    notExercised: "set by Google's script, which the tests never load",
  },
];

/** The entry a cookie name belongs to, if any. */
export function siteCookieNamed(name: string): SiteCookie | undefined {
  return siteCookies.find((cookie) => (cookie.prefix ? name.startsWith(cookie.prefix) : cookie.name === name));
}
