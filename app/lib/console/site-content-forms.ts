import type { CompanyFacts } from "../../../contract/site-content/company";

export const SITE_CONTENT_FORM_ID = "site-content-form";

/** One field of a kind's form: a line of text or a textarea, in the order shown. */
export interface SiteContentField<Data> {
  kind: "text" | "textarea";
  name: keyof Data & string;
  label: string;
  maxLength: number;
  rows?: number;
}

/** The company facts form, field by field (contract/site-content/company.ts holds the rules). */
export const COMPANY_FIELDS: readonly SiteContentField<CompanyFacts>[] = [
  { kind: "text", name: "name", label: "Name", maxLength: 80 },
  { kind: "text", name: "legalName", label: "Legal name", maxLength: 120 },
  { kind: "text", name: "tagline", label: "Tagline", maxLength: 120 },
  { kind: "textarea", name: "blurb", label: "About the company (footer)", maxLength: 600, rows: 4 },
  { kind: "text", name: "phone", label: "Phone", maxLength: 30 },
  { kind: "text", name: "whatsapp", label: "WhatsApp number (optional)", maxLength: 30 },
  { kind: "text", name: "email", label: "Email", maxLength: 254 },
  { kind: "text", name: "street", label: "Street address", maxLength: 160 },
  { kind: "text", name: "city", label: "City", maxLength: 80 },
  { kind: "text", name: "region", label: "State", maxLength: 80 },
  { kind: "text", name: "postalCode", label: "PIN code", maxLength: 16 },
  { kind: "text", name: "country", label: "Country", maxLength: 80 },
  { kind: "text", name: "businessHours", label: "Business hours", maxLength: 80 },
];
