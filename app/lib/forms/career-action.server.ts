import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { careerMessages, careerSchema } from "./career-schema";
import { unknownCountryCodeReply } from "./country-check.server";
import { guardFormRequest, honeypotRefusal } from "./guard.server";
import { fullPhone } from "./phone";
import { formReply, refusal, submittedReply } from "./reply.server";
import { readCareerForm, resumeContentType } from "./resume-upload.server";
import { submissionKey } from "./submission-key.server";
import { submitApplication } from "./submit.server";
import type { ApplicationFields } from "./upstream.server";

/** The action behind the application form on /career. */
export async function careerAction({ request, context }: ActionFunctionArgs) {
  // Refuse forged and excessive posts before reading a body that may be megabytes long.
  const early = await guardFormRequest({ request, context, family: "career" });
  if (early) return early;
  const read = await readCareerForm(request);
  if (!read.ok) return refusal(null, [read.message], { status: read.status });
  const { formData, resumeTooLarge } = read;
  const spam = honeypotRefusal(formData);
  if (spam) return spam;

  const submission = parseWithZod(formData, { schema: careerSchema });
  const resumeRefused = (message: string, status: number) =>
    formReply({ result: submission.reply({ fieldErrors: { resume: [message] } }) }, { status });
  if (resumeTooLarge) return resumeRefused(careerMessages.resumeSize, 413);
  if (submission.status !== "success") return formReply({ result: submission.reply() }, { status: 400 });
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
  const resume = { name: input.resume.name, type };
  const sent = await submitApplication(
    {
      kind: "application",
      idempotencyKey: submissionKey("application", formData, { fields, resume }, bytes),
      payload: { fields, resume, clientIp: context.clientIp },
      file: bytes,
    },
    context,
  );
  return submittedReply(submission, sent);
}
