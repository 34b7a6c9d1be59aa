import { useRouteLoaderData } from "@remix-run/react";
import type { CompanyFacts } from "../../../contract/site-content/company";
import { telHref, whatsappHref } from "../../../contract/site-content/links";
import { company as shipped } from "~/content/company";

export type Company = ReturnType<typeof companyWith>;

/** The company as pages use it: the facts staff edit over what stays in code (socials, map, …). */
/** The visitors' WhatsApp link: the facts' number, else WHATSAPP_NUMBER, else none (no button). */
function whatsappOf(number: string | undefined, fallback: string | undefined): string | null {
  const chosen = number?.trim() || fallback?.trim();
  return chosen ? whatsappHref(chosen) : null;
}

export function companyWith(facts: CompanyFacts | null | undefined, whatsappFallback?: string) {
  if (!facts) return { ...shipped, whatsappHref: whatsappOf(shipped.whatsapp, whatsappFallback), fullAddress: addressLine(shipped.address) };
  const address = { ...shipped.address, street: facts.street, city: facts.city, region: facts.region, postalCode: facts.postalCode, country: facts.country };
  return {
    ...shipped,
    name: facts.name,
    legalName: facts.legalName,
    tagline: facts.tagline,
    blurb: facts.blurb,
    phone: facts.phone,
    phoneHref: telHref(facts.phone),
    whatsappHref: whatsappOf(facts.whatsapp, whatsappFallback),
    email: facts.email,
    address,
    businessHours: facts.businessHours,
    fullAddress: addressLine(address),
  };
}

function addressLine(a: { street: string; city: string; region: string; postalCode: string; country: string }) {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}

type RootData = { company?: CompanyFacts | null; env?: { WHATSAPP_NUMBER?: string } };

type Matches = { id: string; data?: unknown }[];

/** In a meta function: the root loader's company facts. */
export function companyFrom(matches: Matches): Company {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  return companyWith(root?.company, root?.env?.WHATSAPP_NUMBER);
}

/** The root loader's company facts (published, or a staff member's draft in a preview). */
export function useCompany(): Company {
  const root = useRouteLoaderData<RootData>("root");
  return companyWith(root?.company, root?.env?.WHATSAPP_NUMBER);
}
