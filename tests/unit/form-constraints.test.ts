import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { careerSchema } from "~/lib/forms/career-schema";
import { commentSchema } from "~/lib/forms/comment-schema";
import {
  careerConstraint,
  commentConstraint,
  contactConstraint,
  quoteConstraint,
} from "~/lib/forms/constraints";
import { contactSchema } from "~/lib/forms/contact-schema";
import { quoteSchema } from "~/lib/forms/quote-schema";

// The forms render these without zod; the HTML they give must be what the schemas ask for.
describe("form constraints written out for the browser", () => {
  it.each([
    ["quote", quoteConstraint, quoteSchema],
    ["contact", contactConstraint, contactSchema],
    ["career", careerConstraint, careerSchema],
    ["comment", commentConstraint, commentSchema],
  ] as const)("the %s form's equal what conform derives from its schema", (_, written, schema) => {
    expect(written).toEqual(getZodConstraint(schema));
  });
});
