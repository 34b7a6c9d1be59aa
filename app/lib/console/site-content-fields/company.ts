import type { ContentFieldSpec } from "./types";

/** The company facts form (contract/site-content/company.ts holds the rules). */
export const COMPANY_FIELDS: readonly ContentFieldSpec[] = [
  { type: "text", name: "name", label: "Name", maxLength: 80 },
  { type: "text", name: "legalName", label: "Legal name", maxLength: 120 },
  { type: "text", name: "tagline", label: "Tagline", maxLength: 120 },
  { type: "textarea", name: "blurb", label: "About the company (footer)", maxLength: 600, rows: 4 },
  { type: "text", name: "phone", label: "Phone", maxLength: 30 },
  { type: "text", name: "whatsapp", label: "WhatsApp number (optional)", maxLength: 30 },
  { type: "text", name: "email", label: "Email", maxLength: 254 },
  { type: "text", name: "street", label: "Street address", maxLength: 160 },
  { type: "text", name: "city", label: "City", maxLength: 80 },
  { type: "text", name: "region", label: "State", maxLength: 80 },
  { type: "text", name: "postalCode", label: "PIN code", maxLength: 16 },
  { type: "text", name: "country", label: "Country", maxLength: 80 },
  { type: "text", name: "businessHours", label: "Business hours", maxLength: 80 },
];
