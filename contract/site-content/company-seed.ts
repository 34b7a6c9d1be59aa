import type { CompanyFacts } from "./company";

/** The company facts as they ship (a file of its own: the legal pages' seed writes them into its text). */
export const COMPANY_SEED: CompanyFacts = {
  name: "Vyom Digital",
  legalName: "Vyom Digital Technologies",
  tagline: "IT & digital growth agency",
  blurb:
    "Vyom Digital is an Indore-based IT and digital agency. We design, build and grow products and brands: custom web and mobile apps, branding, performance marketing and marketplace growth for startups and enterprises.",
  phone: "+91 73140 05678",
  whatsapp: "+91 73140 05678",
  email: "hello@vyomdigital.in",
  street: "4th Floor, Apollo Square, Vijay Nagar",
  city: "Indore",
  region: "Madhya Pradesh",
  postalCode: "452010",
  country: "India",
  businessHours: "Mon-Fri 10:00-18:30 IST",
};
