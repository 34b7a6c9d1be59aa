import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { caseStudyFormSchema } from "~/lib/console/work-form";
import { openingFormSchema } from "~/lib/console/openings-form";
import { welcomeSchema } from "~/lib/console/form-schemas";
import { postFormSchema } from "~/lib/console/posts-schema";
import { careerSchema } from "~/lib/forms/career-schema";
import { commentSchema } from "~/lib/forms/comment-schema";
import { contactSchema } from "~/lib/forms/contact-schema";
import { quoteSchema } from "~/lib/forms/quote-schema";
import { ONE_LINE_MESSAGE } from "~/lib/forms/schema-parts";
import { action as contactAction } from "~/routes/contact";
import { API, upstream } from "../mocks/server";
import type { FormReply } from "~/lib/forms/form-reply";
import { callAction, postRequest } from "../support/route";
import { newAddress } from "./forms-fixtures";

/** A name that would add a line to the lead email's text part. */
const INJECTED = "Meera Joshi\r\nBcc: list@spam.example";


describe("a single-line field with a control character", () => {
  it("is refused by the contact form (a plain post): 400, the message on the name, everything typed kept, nothing sent", async () => {
    const sent: unknown[] = [];
    upstream.use(http.post(`${API}/enquiries`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ id: 1 }, { status: 201 }))));
    const typed = {
      name: INJECTED,
      email: "meera@example.com",
      countryCode: "+91",
      phone: "98765 43210",
      service: "Other service",
      message: "Please call me about our store.",
    };
    const { data: reply, status } = await callAction<FormReply>(contactAction, postRequest("/contact", typed), {}, { cspNonce: "", clientIp: newAddress() });
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({ name: [ONE_LINE_MESSAGE] });
    expect(reply.result.initialValue).toMatchObject({ name: INJECTED, message: typed.message });
    expect(sent).toEqual([]);
  });

  const cases: Array<[string, z.ZodTypeAny, Record<string, unknown>, string]> = [
    ["quote name", quoteSchema, { name: "A\nB", email: "a@b.co", countryCode: "+91", phone: "9876543210", service: "Other service", consent: "on" }, "name"],
    ["contact name (NUL)", contactSchema, { name: "Ab\u0000c", email: "a@b.co", countryCode: "+91", phone: "9876543210", service: "Other service" }, "name"],
    ["career full name (C1)", careerSchema, { fullName: "Ab\u0085c", email: "a@b.co", countryCode: "+91", phone: "9876543210", position: "Designer" }, "fullName"],
    ["career position", careerSchema, { fullName: "Ravi", email: "a@b.co", countryCode: "+91", phone: "9876543210", position: "Designer\rX" }, "position"],
    ["comment name (ESC)", commentSchema, { name: "Ravi\u001b[2J", comment: "Nice" }, "name"],
    ["staff name", welcomeSchema, { token: "t", name: "Asha\nOwner", password: "a-long-password-1" }, "name"],
    ["post title", postFormSchema, { intent: "save", title: "Hello\nworld", markdown: "x" }, "title"],
    ["post author", postFormSchema, { intent: "save", title: "Hello", author: "Asha\tVerma", markdown: "x" }, "author"],
    ["opening title", openingFormSchema, { title: "Designer\n", location: "Indore\nRemote", experience: "2 years" }, "location"],
    ["case study client", caseStudyFormSchema, { title: "Shop", client: "Acme\r\nInc", industry: "Retail", challenge: "c", what_we_did: "w" }, "client"],
  ];

  it.each(cases)("is refused in the %s, with the message on that field", (_name, schema, value, field) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
    expect(issues.map((issue) => issue.message)).toContain(ONE_LINE_MESSAGE);
  });

  it("is still fine in a multi-line field: a message and a cover letter keep their line breaks and tabs", () => {
    const message = "Line one\nLine two\twith a tab";
    const parsed = contactSchema.safeParse({ name: "Meera", email: "a@b.co", countryCode: "+91", phone: "9876543210", service: "Other service", message });
    expect(parsed.success && parsed.data.message).toBe(message);
  });
});
