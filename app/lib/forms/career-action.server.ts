import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { applicationsClosed } from "~/content/career";
import { openOpenings } from "../openings.server";
import { careerMessages, careerSchema } from "./career-schema";
import { unknownCountryCodeReply } from "./country-check.server";
import { formSignals } from "./form-signals.server";
import { sendWithFormToken } from "./form-token.server";
import { guardFormRequest } from "./guard.server";
import { leadSourceOf } from "./lead-source.server";
import { fullPhone } from "./phone";
import { formReply, refusal, submittedReply } from "./reply.server";
import { readCareerForm, resumeContentType } from "./resume-upload.server";
import { submissionKey } from "./submission-key.server";
import { submitApplication } from "./submit.server";
import type { ApplicationFields } from "./upstream.server";

/**
 * The titles of the open positions, or null when the API cannot say: the application is then
 * taken (and kept in the outbox if need be) rather than lost over a list it could not check.
 */
async function openTitles(): Promise<string[] | null> {
  try {
    return (await openOpenings.get()).map((opening) => opening.title);
  } catch {
    return null;
  }
}

/** The action behind the application form on /career. */
export async function careerAction({ request, context }: ActionFunctionArgs) {
  // Refuse forged and excessive posts before reading a body that may be megabytes long.
  const early = await guardFormRequest({ request, context, family: "career" });
  if (early) return early;
  const open = await openTitles();
  // Nothing to apply for: say so before reading a body that may be megabytes long.
  if (open?.length === 0) return refusal(null, [applicationsClosed.refusal], { status: 409 });
  const read = await readCareerForm(request);
  if (!read.ok) return refusal(null, [read.message], { status: read.status });
  const { formData, resumeTooLarge } = read;

  const submission = parseWithZod(formData, { schema: careerSchema });
  const resumeRefused = (message: string, status: number) =>
    formReply({ result: submission.reply({ fieldErrors: { resume: [message] } }) }, { status });
  if (resumeTooLarge) return resumeRefused(careerMessages.resumeSize, 413);
  if (submission.status !== "success") return formReply({ result: submission.reply() }, { status: 400 });
  if (open && !open.includes(submission.value.position)) {
    return formReply({ result: submission.reply({ fieldErrors: { position: [careerMessages.position] } }) }, { status: 400 });
  }
  const unknownCode = await unknownCountryCodeReply(submission, careerSchema);
  if (unknownCode) return formReply({ result: unknownCode }, { status: 400 });

  const input = submission.value;
  const bytes = new Uint8Array(await input.resume.arrayBuffer());
  const type = await resumeContentType(bytes);
  if (!type) return resumeRefused(careerMessages.resumeType, 400);

  const fields: ApplicationFields = {
    full_name: input.fullName,
    email: input.email,
    phone: fullPhone(input.countryCode, input.phone),
    position: input.position,
    ...(input.cover ? { cover: input.cover } : {}),
  };
  const source = leadSourceOf(request, formData);
  if (source) fields.source = JSON.stringify(source);
  const resume = { name: input.resume.name, type };
  const idempotencyKey = submissionKey("application", formData, { fields, resume }, bytes);
  const sent = await sendWithFormToken({ kind: "application", formData, email: fields.email, submissionKey: idempotencyKey, context }, () =>
    submitApplication(
      {
        kind: "application",
        idempotencyKey,
        // The signals join after the key: a double click a second later is still the same submission.
        payload: { fields: { ...fields, signals: JSON.stringify(formSignals(formData)) }, resume, clientIp: context.clientIp },
        file: bytes,
      },
      context,
    ),
  );
  return submittedReply(submission, sent);
}
