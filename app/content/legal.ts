import { LEGAL_CONTACT_LINE as contactLine, LEGAL_WEBSITE as website } from "../../contract/site-content/legal-contact";
import type { LegalDocumentContent, LegalSection } from "./types";

/**
 * The cookie policy (the privacy policy and the terms are site content: contract/site-content/legal-seed.ts);
 * its sections are named by the page, which adds the cookie table and settings to two of them.
 */
/** Cookie policy (spec section 2, Legal pages). */
const cookieSections: LegalSection[] = [
  {
    heading: "What are cookies?",
    paragraphs: [
      "Cookies are small text files that a website stores in your browser when you visit it. They let the website remember information about your visit, such as actions you have taken or preferences you have chosen, so that it works properly and you do not have to repeat yourself on every page.",
      "Cookies set by the website you are visiting are called first-party cookies; cookies set by other services, for example through embedded content, are third-party cookies. Session cookies are deleted when you close your browser, while persistent cookies remain until they expire or you delete them.",
    ],
  },
  {
    heading: "The cookies we use",
    paragraphs: [
      `We group cookies into four categories: necessary, preference, analytical and marketing. The table below lists every cookie ${website} sets, with its purpose, how long it lasts and its category. Analytical and marketing cookies are set only through our tag manager, where we enable it, and only after you agree to them.`,
    ],
  },
  {
    heading: "Necessary cookies",
    paragraphs: [
      "Necessary cookies make the website work. They enable core features such as security, form submission and remembering your own actions, and cannot be switched off in our systems. You can block them in your browser, but parts of the website will then not work. The necessary cookies this website sets are those of that category in the table above.",
    ],
  },
  {
    heading: "Preference cookies",
    paragraphs: [
      "Preference cookies remember choices you make, such as your language, region or the name you chose to save with your comments, so the website can offer a more personal experience. If you do not allow them, you may need to enter these choices again on each visit.",
    ],
  },
  {
    heading: "Analytical cookies",
    paragraphs: [
      "Analytical cookies help us understand how visitors use the website, for example which pages are visited most and where visitors leave, by collecting information in aggregate form. Where we enable an analytics service through our tag manager, it may set such cookies; we use the results only to improve the website.",
      "Separately, this website counts visits itself without any cookie: for each day it keeps only totals per page, referring website, campaign, kind of device and country, and tells visitors of that day apart with a value made from a random daily number that is never stored, so nobody is recognised from one day to the next. Nothing is placed on your device for it, so there is nothing to accept or refuse; the privacy policy describes it under “Counting visits without cookies”.",
    ],
  },
  {
    heading: "Marketing cookies",
    paragraphs: [
      "Marketing cookies are used by advertising platforms such as Google and Meta to measure the effectiveness of campaigns and to show relevant advertisements on other websites. They may be set through our tag manager, where enabled, or by embedded content such as maps and videos. They do not store directly identifying information, but they identify your browser and device.",
    ],
  },
  {
    heading: "How to control cookies",
    paragraphs: [
      "Most browsers let you see which cookies are stored, delete them individually or all at once, and block cookies from particular or all websites. These settings are usually found in your browser's Settings, Privacy or Security menu; the help pages of Chrome, Firefox, Safari and Edge explain the steps.",
      "Blocking all cookies will stop some features of this website from working, such as liking posts, deleting your own comments and submitting forms. Blocking only third-party cookies does not affect any feature of this website except embedded content.",
      "You can also opt out of personalised advertising through your Google Ads Settings and Meta's Ad Preferences, or through your device's advertising settings.",
    ],
  },
  {
    heading: "Changes and contact",
    paragraphs: [
      "We may update this policy when we change the cookies we use. The current version is always published on this page, and our Privacy Policy explains how we handle personal data more generally.",
      `If you have any questions about our use of cookies, ${contactLine}.`,
    ],
  },
];

/** The legal pages' titles and breadcrumbs: the spec's, kept in code like the routes. */
export const LEGAL_TITLES = { "privacy-policy": "Privacy Policy", "terms-and-conditions": "Terms & Conditions" } as const;

export const cookiePolicy: LegalDocumentContent = {
  title: "Cookie Policy",
  intro: "What cookies are, which ones this website sets, and how you can control them.",
  sections: cookieSections,
};
