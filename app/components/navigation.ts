export const mainNav = [
  { label: "Home", to: "/", end: true },
  { label: "About", to: "/about" },
  { label: "Services", to: "/service", also: "/services/" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
  { label: "Career", to: "/career" },
] as const;

interface FooterLink {
  label: string;
  to: string;
  /** A file rather than a page (the sitemap): the browser loads it itself. */
  document?: boolean;
}

/** The footer's link columns; each is a navigation landmark named by its heading. */
export const footerNav: readonly { id: string; title: string; links: readonly FooterLink[] }[] = [
  {
    id: "footer-company",
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Team", to: "/team" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    id: "footer-services",
    title: "Services",
    links: [
      { label: "All Services", to: "/service" },
      { label: "Testimonials", to: "/testimonial" },
      { label: "Get a Quote", to: "/get-a-quote" },
    ],
  },
];

export const legalNav: readonly FooterLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-and-conditions" },
  { label: "Cookies", to: "/cookie-policy" },
  { label: "Sitemap", to: "/sitemap.xml", document: true },
];
