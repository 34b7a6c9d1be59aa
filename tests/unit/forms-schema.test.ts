import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { careerSchema } from "~/lib/forms/career-schema";
import { commentSchema } from "~/lib/forms/comment-schema";
import { contactSchema } from "~/lib/forms/contact-schema";
import { countryOptions } from "~/lib/forms/countries";
import { fullPhone } from "~/lib/forms/phone";
import { quoteSchema } from "~/lib/forms/quote-schema";
import { serviceOptions } from "~/content/services";
import type { z } from "zod";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function errorsOf(schema: z.ZodTypeAny, fields: Record<string, string | File>) {
  const submission = parseWithZod(form(fields), { schema });
  return (submission.status === "error" ? submission.error : null) ?? {};
}

const validQuote = {
  name: "Asha Verma",
  email: "asha@example.com",
  countryCode: "+91",
  phone: "98765 43210",
  service: "Social-pr",
  consent: "on",
};

describe("quote form rules (spec section 5)", () => {
  it("gives every spec message for empty input", () => {
    expect(errorsOf(quoteSchema, {})).toEqual({
      name: ["Name is required and must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      countryCode: ["Select a valid country code."],
      phone: ["Enter a valid phone number (6-15 digits)."],
      service: ["Please select a service."],
      consent: ["Please agree to the privacy policy to send your request."],
    });
  });

  it("trims the name before counting", () => {
    expect(errorsOf(quoteSchema, { ...validQuote, name: " A " }).name).toEqual([
      "Name is required and must be at least 2 characters.",
    ]);
  });

  it("accepts a country code of + and 1 to 4 digits only", () => {
    for (const code of ["+1", "+91", "+1264", "+9999"])
      expect(errorsOf(quoteSchema, { ...validQuote, countryCode: code })).toEqual({});
    for (const code of ["91", "+", "+12345", "+9a"]) {
      expect(errorsOf(quoteSchema, { ...validQuote, countryCode: code }).countryCode).toEqual([
        "Select a valid country code.",
      ]);
    }
  });

  it("counts 6 to 15 digits once spaces and dashes are removed", () => {
    for (const phone of ["123456", "98765-43210", "987 654 3210", "123456789012345"]) {
      expect(errorsOf(quoteSchema, { ...validQuote, phone })).toEqual({});
    }
    for (const phone of ["12345", "1234567890123456", "98765x43210", "+919876543210"]) {
      expect(errorsOf(quoteSchema, { ...validQuote, phone }).phone).toEqual([
        "Enter a valid phone number (6-15 digits).",
      ]);
    }
    const parsed = parseWithZod(form({ ...validQuote, phone: "98765-43 210" }), { schema: quoteSchema });
    expect(parsed.status === "success" && fullPhone(parsed.value.countryCode, parsed.value.phone)).toBe(
      "+919876543210",
    );
  });

  it("takes only the spec's services, in the spec's order", () => {
    expect(serviceOptions).toEqual([
      "Custom Web & Mobile App Development",
      "Full-suite-branding-brand-building",
      "Social Media, Google Ads & SEO",
      "E-commerce Marketing (Amazon & Flipkart)",
      "Scalable Digital Solutions for Startups & Enterprises",
      "Social-pr",
      "Other service",
    ]);
    expect(errorsOf(quoteSchema, { ...validQuote, service: "Something else" }).service).toEqual([
      "Please select a service.",
    ]);
  });

  it("keeps the message optional, but at least 5 and at most 600 characters when given", () => {
    expect(errorsOf(quoteSchema, { ...validQuote, message: "" })).toEqual({});
    expect(errorsOf(quoteSchema, { ...validQuote, message: "Hi!" }).message).toEqual([
      "If provided, message must be at least 5 characters.",
    ]);
    expect(errorsOf(quoteSchema, { ...validQuote, message: "x".repeat(600) })).toEqual({});
    expect(errorsOf(quoteSchema, { ...validQuote, message: "x".repeat(601) }).message).toHaveLength(1);
  });
});

describe("contact form rules (spec section 5)", () => {
  it("gives every spec message, one sentence for code and number", () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: ["Name is required (min 2 chars)."],
      email: ["Valid email is required."],
      countryCode: ["Valid country code and phone number are required."],
      phone: ["Valid country code and phone number are required."],
      service: ["Please select a service."],
      message: ["Project details are required (min 10 chars)."],
    });
    expect(errorsOf(contactSchema, { message: "too short" }).message).toEqual([
      "Project details are required (min 10 chars).",
    ]);
  });
});

describe("career form rules", () => {
  const pdf = new File(["%PDF-1.4\n"], "cv.pdf", { type: "application/pdf" });
  const valid = {
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
    countryCode: "+91",
    phone: "9876543210",
    position: "Sales Executive",
  };

  it("requires every field but the cover letter", () => {
    expect(errorsOf(careerSchema, {})).toEqual({
      fullName: ["Full name is required (min 2 chars)."],
      email: ["Valid email is required."],
      countryCode: ["Select a valid country code."],
      phone: ["Enter a valid phone number (6-15 digits)."],
      position: ["Please select a position."],
      resume: ["Please upload your resume (PDF, DOC or DOCX)."],
    });
    expect(errorsOf(careerSchema, { ...valid, resume: pdf })).toEqual({});
  });

  it("takes .pdf, .doc and .docx resumes up to 5 MB", () => {
    for (const name of ["cv.PDF", "cv.doc", "cv.docx"])
      expect(errorsOf(careerSchema, { ...valid, resume: new File(["x"], name) })).toEqual({});
    expect(errorsOf(careerSchema, { ...valid, resume: new File(["x"], "cv.txt") }).resume).toEqual([
      "Resume must be a PDF, DOC or DOCX file.",
    ]);
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf");
    expect(errorsOf(careerSchema, { ...valid, resume: large }).resume).toEqual(["Resume must be 5 MB or smaller."]);
  });
});

describe("comment form rules (spec section 5)", () => {
  it("requires a name and a comment after trimming", () => {
    expect(errorsOf(commentSchema, { name: "  ", comment: " " })).toEqual({
      name: ["Name is required"],
      comment: ["Comment is required"],
    });
  });

  it("posts as 'Anonymous User' when asked, whatever the name field says", () => {
    const submission = parseWithZod(form({ anonymous: "on", comment: " Nice post " }), { schema: commentSchema });
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Anonymous User",
      comment: "Nice post",
      anonymous: true,
    });
    const named = parseWithZod(form({ name: " Meera ", comment: "Thanks" }), {
      schema: commentSchema,
    });
    expect(named.status === "success" && named.value).toEqual({
      name: "Meera",
      comment: "Thanks",
      anonymous: false,
    });
  });
});

describe("country code options", () => {
  it("always start with India and +91, even without a list", () => {
    expect(countryOptions([])).toEqual([{ name: "India", dialCode: "+91", displayCode: "+91 India" }]);
    const list = countryOptions([
      { name: "Afghanistan", dialCode: "+93", displayCode: "+93 Afghanistan" },
      { name: "India", dialCode: "+91", displayCode: "+91 India" },
    ]);
    expect(list.map((country) => country.name)).toEqual(["India", "Afghanistan"]);
  });
});
