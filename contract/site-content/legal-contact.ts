import { COMPANY_SEED as company } from "./company-seed";

export const LEGAL_FULL_ADDRESS = `${company.street}, ${company.city}, ${company.region} ${company.postalCode}, ${company.country}`;
/** The site's address, derived from the company's email domain. */
export const LEGAL_WEBSITE = `https://${company.email.split("@")[1]}`;
/** How to reach the company, as the legal pages say it. */
export const LEGAL_CONTACT_LINE = `email ${company.email}, call ${company.phone} (${company.businessHours}) or write to ${company.legalName}, ${LEGAL_FULL_ADDRESS}`;
