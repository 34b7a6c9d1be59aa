import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { readPageForm } from "../http/read-form.server";
import { submittedUtm } from "../utm.server";
import { contactSchema } from "./contact-schema";
import { unknownCountryCodeReply } from "./country-check.server";
import { formSignals } from "./form-signals.server";
import { sendWithFormToken } from "./form-token.server";
import { guardFormRequest } from "./guard.server";
import { leadSourceOf } from "./lead-source.server";
import { failureTexts } from "./messages";
import { fullPhone } from "./phone";
import { quoteSchema } from "./quote-schema";
import { formReply, refusal, submittedReply } from "./reply.server";
import { submissionKey } from "./submission-key.server";
import { submitEnquiry } from "./submit.server";
import type { EnquiryBody } from "./upstream.server";

type EnquiryVariant = "quote" | "contact";

/** The action behind the quote form (Home, /quote) and the contact form (/contact and aliases). */
export async function enquiryAction(variant: EnquiryVariant, { request, context }: ActionFunctionArgs) {
  const read = await readPageForm(request);
  if (!read.ok) return refusal(null, [read.status === 400 ? failureTexts.unreadable : read.message], { status: read.status });
  const { formData } = read;
  // A honeypot hit is not refused here: it goes on as a signal and the API keeps the lead as spam.
  const refused = await guardFormRequest({ request, context, family: variant }, formData);
  if (refused) return refused;

  const schema = variant === "quote" ? quoteSchema : contactSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return formReply({ result: submission.reply() }, { status: 400 });
  const unknownCode = await unknownCountryCodeReply(submission, schema);
  if (unknownCode) return formReply({ result: unknownCode }, { status: 400 });

  const input = submission.value;
  const body: EnquiryBody = {
    full_name: input.name,
    email: input.email,
    phone: fullPhone(input.countryCode, input.phone),
    service: input.service,
    message: input.message ?? "",
  };
  body.meta = variant === "quote" ? { utm: (await submittedUtm(request, formData)) ?? {}, form: "quote" } : { form: "contact" };
  const source = leadSourceOf(request, formData);
  if (source) body.meta.source = source;

  // Keyed before the signals join: a double click a second later is still the same submission.
  const idempotencyKey = submissionKey("enquiry", formData, body);
  const sent = await sendWithFormToken({ kind: "enquiry", formData, email: body.email, submissionKey: idempotencyKey, context }, () =>
    submitEnquiry(
      {
        kind: "enquiry",
        idempotencyKey,
        payload: { body: { ...body, signals: formSignals(formData) }, clientIp: context.clientIp },
      },
      context,
    ),
  );
  return submittedReply(submission, sent);
}
