import { z } from "zod";
import { line, optionalLine, paragraph } from "./fields";

/** Company facts staff edit (the rest of `app/content/company.ts` stays in code). */
export const companySchema = z.object({
  name: line(80),
  legalName: line(120),
  tagline: line(120),
  blurb: paragraph(600),
  phone: line(30).refine((value) => /^\+?[\d\s\-()]{7,24}$/.test(value), "must be a phone number like +91 73140 05678"),
  whatsapp: optionalLine(30).refine(
    (value) => value === "" || /^\+?[\d\s\-()]{7,24}$/.test(value),
    "must be a phone number like +91 73140 05678, or empty",
  ),
  email: z.string().trim().max(254).email("must be a valid email address"),
  street: line(160),
  city: line(80),
  region: line(80),
  postalCode: line(16),
  country: line(80),
  businessHours: line(80),
});
export type CompanyFacts = z.infer<typeof companySchema>;
