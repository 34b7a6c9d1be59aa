import type { CaseStudyResult } from "../../contract/case-studies";

interface CaseStudySeed {
  title: string;
  client: string;
  industry: string;
  challenge: string;
  whatWeDid: string;
  results: CaseStudyResult[];
  coverImage: string;
  altText: string;
}

/**
 * Placeholder work so About's "Our work" section is not empty on a new site. Seeded with
 * `is_example`, so the console asks staff to replace them with the agency's own.
 */
export const SEED_CASE_STUDIES: CaseStudySeed[] = [
  {
    title: "A faster online store that sells more",
    client: "Malwa Handlooms",
    industry: "Retail & e-commerce",
    challenge:
      "A family textile brand's store took eight seconds to load on a phone, and most visitors left before seeing a product.",
    whatWeDid:
      "Rebuilt the storefront as a fast, mobile-first web app, cleaned up product data and set up Google Shopping and marketplace listings.",
    results: [
      { value: "+38%", label: "organic leads" },
      { value: "2.1 s", label: "load time on 4G" },
      { value: "3×", label: "marketplace orders" },
    ],
    coverImage: "/images/work/online-store.svg",
    altText: "A shop window on a phone screen with a rising sales chart",
  },
  {
    title: "One booking app for twelve clinics",
    client: "CarePoint Clinics",
    industry: "Healthcare",
    challenge:
      "Patients booked by phone at twelve clinics, front desks double-booked doctors, and no one could see the week ahead.",
    whatWeDid:
      "Designed and built a booking app for Android, iOS and the web with reminders by SMS, and a dashboard for each clinic's front desk.",
    results: [
      { value: "-45%", label: "missed appointments" },
      { value: "60%", label: "bookings made online" },
      { value: "4.7★", label: "app store rating" },
    ],
    coverImage: "/images/work/clinic-booking.svg",
    altText: "A calendar on a phone with booked appointment slots",
  },
];
