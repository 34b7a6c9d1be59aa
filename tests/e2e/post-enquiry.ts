import { type APIRequestContext, expect } from "@playwright/test";

type EnquiryFields = Record<"full_name" | "email" | "phone" | "service" | "message", string>;

/** An address of its own for a post straight to the API, so the forms' limit per address never meets it. */
export const freshAddress = () => `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * A lead for a console test: an enquiry sent straight to the API, as the site's form would, from
 * an address of its own. Answers the stored enquiry's id (its page is `/console/leads/enquiry/<id>`).
 */
export async function postEnquiry(request: APIRequestContext, fields: Partial<EnquiryFields> = {}): Promise<number> {
  const answer = await request.post("/api/enquiries", {
    headers: { "X-Forwarded-For": freshAddress() },
    data: { full_name: "Lead Check", email: "lead.check@example.com", phone: "+919876543210", service: "SEO", message: "Call me", ...fields },
  });
  expect(answer.status(), "the enquiry is stored").toBe(201);
  return ((await answer.json()) as { id: number }).id;
}
