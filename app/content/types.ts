import type { IconName } from "~/components/icon-names";
/** Shapes of the site's static content (spec section 3). Pages render these; content files fill them. */

export type ServiceSlug =
  | "custom-web-mobile-app-development"
  | "full-suite-branding-brand-building"
  | "social-media-google-ads-seo"
  | "ecommerce-marketing-amazon-flipkart"
  | "scalable-digital-solutions-startups-enterprises"
  | "social-pr";

export interface Faq {
  q: string;
  a: string;
}

/** A service card (title, subtitle, image, desc, link) and its detail page content. */
export interface Service {
  slug: ServiceSlug;
  title: string;
  subtitle: string;
  /** Site-relative path of the card illustration, e.g. /images/services/custom-web-mobile-app-development.svg */
  image: string;
  desc: string;
  link: `/services/${ServiceSlug}`;
  /** The option text in the enquiry forms' service select (spec section 5, to the letter). */
  formOption: string;
}

/** A service page's content beyond its card. */
export interface ServiceDetail {
  /** Hero description under the title. */
  description: string;
  /** Overview section: 2 to 4 paragraphs. */
  overview: string[];
  /** What the engagement covers: 4 to 6 short bullet points. */
  deliverables: string[];
  faqs: Faq[];
  /** Closing callout. */
  callout: { title: string; text: string };
  seo: { title: string; description: string; keywords: string };
}

export interface Stat {
  value: string;
  label: string;
}

/** A category of the technology stack card (site content: the `technologies` kind's `stack`). */
export interface TechCategory {
  name: string;
  icon: IconName;
  technologies: string[];
}

export interface Technology {
  name: string;
  /** Address of the logo: the media library's file, or the site's own under /images/tech/. */
  logo: string;
}

/** A card of an icon, a heading and a line of text: benefits, features, highlights, reasons, process steps. */
export interface Benefit {
  title: string;
  text: string;
  icon: IconName;
}

export type SocialNetwork = "X" | "Facebook" | "LinkedIn" | "Instagram";

/** Someone's profile address on each network they use, in the order shown. */
export type SocialProfiles = Partial<Record<SocialNetwork, string>>;

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** The section's text as sanitised HTML, in place of paragraphs and list (a page written in Markdown). */
  html?: string;
  /** A slot of the text (`[[cookie-table]]`): the page draws its part there, then `htmlAfter`. */
  slot?: string;
  htmlAfter?: string;
}

/** A legal page: its title (also the breadcrumb), the lead paragraph and the numbered sections. */
export interface LegalDocumentContent {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}
