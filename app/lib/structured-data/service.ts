import { company } from "~/content/company";
import type { Service, ServiceDetail } from "~/content/types";
import { organizationId } from "../shell/organization";
import { absoluteUrl } from "../seo";
import { SCHEMA_CONTEXT } from "../shell/structured-data/json-ld";

/** schema.org Service of one service page, provided by the agency. */
export function serviceJsonLd(service: Service, detail: ServiceDetail, siteUrl: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Service",
    name: service.title,
    serviceType: service.subtitle,
    description: detail.description,
    url: absoluteUrl(siteUrl, service.link),
    image: absoluteUrl(siteUrl, service.image),
    provider: { "@type": "ProfessionalService", "@id": organizationId(siteUrl), name: company.name },
    areaServed: { "@type": "Country", name: company.address.country },
  };
}
