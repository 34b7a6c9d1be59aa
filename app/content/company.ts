import type { SocialProfiles } from "./types";

/** Facts about the agency, used by every page, the footer, SEO tags and structured data. */
export const company = {
  name: "Vyom Digital",
  legalName: "Vyom Digital Technologies",
  tagline: "IT & digital growth agency",
  blurb:
    "Vyom Digital is an Indore-based IT and digital agency. We design, build and grow products and brands: custom web and mobile apps, branding, performance marketing and marketplace growth for startups and enterprises.",
  phone: "+91 73140 05678",
  phoneHref: "tel:+917314005678",
  email: "hello@vyomdigital.in",
  address: {
    street: "4th Floor, Apollo Square, Vijay Nagar",
    city: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452010",
    country: "India",
    countryCode: "IN",
  },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=Apollo+Square+Vijay+Nagar+Indore",
  mapEmbedUrl: "https://www.google.com/maps?q=Apollo+Square+Vijay+Nagar+Indore&output=embed",
  businessHours: "Mon-Fri 10:00-18:30 IST",
  openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "10:00", closes: "18:30" },
  foundingDate: "2025-06",
  foundedLabel: "June 2025",
  // Spelt out: the rupee sign alone would make every visitor download a second, larger font file.
  adSpendClaim: "13.9 million rupees of ad spend managed in 90 days",
  partnerBadge: "Google Partner",
  replyPromise: "within 24 hours",
  socials: {
    X: "https://x.com/vyomdigital",
    Facebook: "https://www.facebook.com/vyomdigital",
    LinkedIn: "https://www.linkedin.com/company/vyomdigital",
    Instagram: "https://www.instagram.com/vyomdigital",
  } satisfies SocialProfiles,
} as const;

export const fullAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}, ${company.address.country}`;
