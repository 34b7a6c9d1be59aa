import { companyWith, type Company } from "../site-content/company";
import { LOGO_PNG, logoImageObject, organizationId, postalAddress } from "../shell/organization";
import { absoluteUrl } from "../seo";
import { SCHEMA_CONTEXT } from "../shell/structured-data/json-ld";

/** Opening and closing times in India Standard Time, as schema.org Time with its offset. */
const istTime = (time: string) => `${time}:00+05:30`;

/** The agency as a local business (a ProfessionalService), for Home and Contact. */
export function professionalServiceJsonLd(siteUrl: string, company: Company = companyWith(null)) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.blurb,
    url: absoluteUrl(siteUrl, "/"),
    logo: logoImageObject(siteUrl),
    image: absoluteUrl(siteUrl, LOGO_PNG.path),
    telephone: company.phone,
    email: company.email,
    foundingDate: company.foundingDate,
    address: postalAddress(company.address),
    hasMap: company.mapUrl,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: company.openingHours.days.map((day) => `https://schema.org/${day}`),
        opens: istTime(company.openingHours.opens),
        closes: istTime(company.openingHours.closes),
      },
    ],
    sameAs: Object.values(company.socials),
    areaServed: [
      { "@type": "City", name: company.address.city },
      { "@type": "Country", name: company.address.country },
    ],
    contactPoint: {
      "@type": "ContactPoint",
      telephone: company.phone,
      email: company.email,
      contactType: "sales",
      areaServed: company.address.countryCode,
      availableLanguage: ["en", "hi"],
    },
  };
}
