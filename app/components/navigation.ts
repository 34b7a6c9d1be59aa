export const mainNav = [
  { label: "Home", to: "/", end: true },
  { label: "About", to: "/about" },
  { label: "Services", to: "/service", also: "/services/" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
  { label: "Career", to: "/career" },
] as const;

/** Link text to path, in the order shown. */
type LinkList = Readonly<Record<string, string>>;

/** The footer's link columns; each is a navigation landmark named by its heading. */
export const footerNav: readonly { id: string; title: string; links: LinkList }[] = [
  { id: "footer-company", title: "Company", links: { About: "/about", Team: "/team", Contact: "/contact" } },
  {
    id: "footer-services",
    title: "Services",
    links: { "All Services": "/service", Testimonials: "/testimonial", "Get a Quote": "/quote" },
  },
];

export const legalNav: LinkList = {
  "Privacy Policy": "/privacy-policy",
  "Terms & Conditions": "/terms-and-conditions",
  Cookies: "/cookie-policy",
  Sitemap: "/sitemap.xml",
};
