import type { z } from "zod";
import { leadSchema } from "~/lib/console/api-types";
import { checked } from "./contract";

/** A lead (an enquiry or a job application) as the staff API sends one. */
export type ApiLead = z.input<typeof leadSchema>;

/** Enquiry 42 from Meera, new, from the contact form; `overrides` changes any field. */
export function apiLead(overrides: Partial<ApiLead> = {}): ApiLead {
  return checked(leadSchema, {
    kind: "enquiry",
    id: 42,
    name: "Meera Joshi",
    email: "meera@example.com",
    phone: "+919876543210",
    service: "Web Development",
    message: "A new site, please.",
    form: "contact",
    utm: { utm_source: "google" },
    status: "new",
    received_at: "2026-11-23T10:00:00Z",
    resume: null,
    ...overrides,
  });
}
