import { company } from "~/content/company";
import { absoluteUrl } from "./seo";

/** schema.org Organization for Home, built from the one set of company facts. */
export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    email: company.email,
    telephone: company.phone,
    foundingDate: company.foundingDate,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    sameAs: Object.values(company.socials),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: company.phone,
      email: company.email,
      contactType: "sales",
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: company.openingHours.days,
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    },
  };
}
