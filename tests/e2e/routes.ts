/** Every page of the spec's route table that answers 200 by itself. */
export const pageRoutes = [
  "/",
  "/home",
  "/about",
  "/service",
  "/feature",
  "/detail",
  "/quote",
  "/team",
  "/testimonial",
  "/career",
  "/contact",
  "/contact-us",
  "/get-a-quote",
  "/privacy-policy",
  "/terms-and-conditions",
  "/cookie-policy",
  "/blog",
  "/services/custom-web-mobile-app-development",
  "/services/full-suite-branding-brand-building",
  "/services/social-media-google-ads-seo",
  "/services/ecommerce-marketing-amazon-flipkart",
  "/services/scalable-digital-solutions-startups-enterprises",
  "/services/social-pr",
];

export const serviceSlugs = pageRoutes
  .filter((route) => route.startsWith("/services/"))
  .map((route) => route.slice("/services/".length));
