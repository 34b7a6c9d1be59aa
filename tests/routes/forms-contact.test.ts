import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as contactAction, loader as contactLoader } from "~/routes/contact";
import { loader as countriesLoader } from "~/routes/countries[.]json";
// /contact-us and /get-a-quote are aliases of /contact in app/routes.ts: the same module.
import { action as contactUsAction } from "~/routes/contact";
import { action as getAQuoteAction } from "~/routes/contact";
import { countries, enquiryCountries } from "../mocks/api/countries";
import { failure, malformed } from "../mocks/api/stub";
import { apiReceipt, enquiries } from "../mocks/api/enquiries";
import type { FormReply } from "~/lib/forms/form-reply";
import { newAddress } from "./forms-fixtures";
import { callAction, postRequest } from "../support/route";

const valid = {
  name: "Meera Joshi",
  email: "meera@example.com",
  countryCode: "+971",
  phone: "50 123 4567",
  service: "E-commerce Marketing (Amazon & Flipkart)",
  message: "Please call me about our Flipkart store.",
};

async function countriesJson() {
  return (await (await countriesLoader()).json()) as unknown;
}


describe("contact action (/contact, /contact-us, /get-a-quote)", () => {
  beforeEach(() => void enquiryCountries());

  it("sends the enquiry from each of the three pages, marked as from the contact form", async () => {
    const sent = enquiries((call) => apiReceipt(call.order));
    for (const [path, action] of [
      ["/contact", contactAction],
      ["/contact-us", contactUsAction],
      ["/get-a-quote", getAQuoteAction],
    ] as const) {
      const { data: reply, status } = await callAction<FormReply>(action, postRequest(path, valid), {}, {
        cspNonce: "",
        clientIp: newAddress(),
      });
      expect(status).toBe(200);
      expect(reply.outcome).toBe("sent");
    }
    expect(sent.all.map((call) => call.body)).toEqual(
      Array(3).fill({
        full_name: "Meera Joshi",
        email: "meera@example.com",
        phone: "+971501234567",
        service: "E-commerce Marketing (Amazon & Flipkart)",
        message: "Please call me about our Flipkart store.",
        meta: { form: "contact" },
        // A hand-made post without the honeypot's timestamp: a page's form always has one.
        signals: { honeypot: true },
      }),
    );
  });

  it("answers bad input with 400 and the contact form's own messages", async () => {
    const { data: reply, status } = await callAction<FormReply>(
      contactAction,
      postRequest("/contact", {
        name: "M",
        email: "meera@",
        countryCode: "+91",
        phone: "123",
        message: "short",
      }),
      {},
      { cspNonce: "", clientIp: newAddress() },
    );
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({
      name: ["Name is required (min 2 chars)."],
      email: ["Valid email is required."],
      phone: ["Valid country code and phone number are required."],
      service: ["Please select a service."],
      message: ["Project details are required (min 10 chars)."],
    });
    expect(reply.result.initialValue).toMatchObject({
      name: "M",
      message: "short",
    });
  });

  it("reports a failure honestly instead of staying silent, in the site's words", async () => {
    enquiries(HttpResponse.json({ error: "Service unavailable for this region" }, { status: 403 }));
    const { data: reply, status } = await callAction<FormReply>(contactAction, postRequest("/contact", valid), {}, {
      cspNonce: "",
      clientIp: newAddress(),
    });
    expect(status).toBe(502);
    expect(reply.outcome).toBeUndefined();
    expect(reply.result.error?.[""]).toEqual([
      "Your message could not be sent: our form is not working right now.",
      "Please retry or contact us at +91 73140 05678.",
    ]);
  });

  it("says so when the API is down and nothing can keep the enquiry", async () => {
    enquiries(HttpResponse.error());
    const { data: reply, status } = await callAction<FormReply>(contactAction, postRequest("/contact", valid), {}, {
      cspNonce: "",
      clientIp: newAddress(),
    });
    expect(status).toBe(502);
    expect(reply.result.error?.[""]).toEqual([
      "Something went wrong. Please try again later.",
      "Please retry or contact us at +91 73140 05678.",
    ]);
  });
});

describe("country list (/countries.json)", () => {
  it("maps the API's countries and keeps them for a day", async () => {
    // The broken entry is off the contract on purpose (the site skips it).
    const asked = countries(
      malformed([
        { name: "India", dial_code: "+91" },
        { name: "Nepal", dial_code: "+977" },
        { name: "Broken", dial_code: "977" },
      ]),
    );
    const first = await countriesJson();
    expect(first).toEqual([
      { name: "India", dialCode: "+91", displayCode: "+91 India" },
      { name: "Nepal", dialCode: "+977", displayCode: "+977 Nepal" },
    ]);
    await countriesJson();
    expect(asked.all).toHaveLength(1);
  });

  it("gives an empty list when the API fails, and does not ask again at once", async () => {
    const asked = countries(failure(503, "down"));
    expect(await countriesJson()).toEqual([]);
    expect(await countriesJson()).toEqual([]);
    expect(asked.all).toHaveLength(1);
  });

  it("accepts a list wrapped in data", async () => {
    countries({ data: [{ name: "Japan", dial_code: "+81" }] });
    expect(await countriesJson()).toEqual([{ name: "Japan", dialCode: "+81", displayCode: "+81 Japan" }]);
  });

  it("lets browsers keep the list", async () => {
    countries();
    const response = await countriesLoader();
    expect(response.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
  });

  it("is not written into the form's page", async () => {
    expect(await contactLoader()).not.toHaveProperty("countries");
  });
});

describe("country code the list does not know", () => {
  it("is refused with the form's message and everything typed, while the list can be had", async () => {
    countries([{ name: "Nepal", dial_code: "+977" }]);
    const { data: reply, status } = await callAction<FormReply>(contactAction, postRequest("/contact", { ...valid, countryCode: "+999" }), {}, {
      cspNonce: "",
      clientIp: newAddress(),
    });
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({ countryCode: ["Valid country code and phone number are required."] });
    expect(reply.result.initialValue).toMatchObject({ countryCode: "+999", name: valid.name });
  });

  it("is let through when the list cannot be had", async () => {
    countries(failure(503, "down"));
    const sent = enquiries();
    const { status } = await callAction<FormReply>(contactAction, postRequest("/contact", { ...valid, countryCode: "+999" }), {}, {
      cspNonce: "",
      clientIp: newAddress(),
    });
    expect(status).toBe(200);
    expect(sent.last()?.body).toMatchObject({ phone: "+999501234567" });
  });
});
