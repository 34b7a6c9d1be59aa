import { COMPANY_SEED as seed } from "../../contract/site-content/company-seed";
import { telHref } from "../../contract/site-content/links";
import type { SocialProfiles } from "./types";

/** Facts about the agency, used by every page, the footer, SEO tags and structured data. */
export const company = {
  // The facts staff edit in the console come from the seed (contract/site-content/seed.ts);
  // pages that show them read the published ones (useCompany), these are the fallback.
  name: seed.name,
  legalName: seed.legalName,
  tagline: seed.tagline,
  blurb: seed.blurb,
  phone: seed.phone,
  phoneHref: telHref(seed.phone),
  whatsapp: seed.whatsapp,
  email: seed.email,
  address: {
    street: seed.street,
    city: seed.city,
    region: seed.region,
    postalCode: seed.postalCode,
    country: seed.country,
    countryCode: "IN",
  },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=Apollo+Square+Vijay+Nagar+Indore",
  mapEmbedUrl: "https://www.google.com/maps?q=Apollo+Square+Vijay+Nagar+Indore&output=embed",
  businessHours: seed.businessHours,
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
