import type { ArrivedLead, OutboxItem } from "../../../server/load-context";
import type { Receipt } from "./upstream.server";
import { leadSourceSchema } from "../../../contract/lead-source-schema";

/** An application carries its source as JSON text; anything unreadable is no source. */
function parsedSource(text: string | undefined) {
  try {
    const parsed = leadSourceSchema.safeParse(JSON.parse(text ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The lead a submission became, once the API stored it and answered with its id: what the
 * staff mail tells of. Rows kept before the form was recorded carried utm on quotes only.
 */
export function arrivedLead(item: OutboxItem, receipt: NonNullable<Receipt>): ArrivedLead {
  const stored = {
    id: receipt.id,
    receivedAt: receipt.receivedAt,
    ...(receipt.spam ? { spam: true } : {}),
    ...(receipt.owner ? { owner: receipt.owner } : {}),
  };
  if (item.kind === "enquiry") {
    const { body } = item.payload;
    return {
      kind: "enquiry",
      ...stored,
      form: body.meta?.form ?? (body.meta?.utm ? "quote" : "contact"),
      name: body.full_name,
      email: body.email,
      phone: body.phone,
      service: body.service,
      message: body.message,
      utm: body.meta?.utm ?? null,
      source: body.meta?.source ?? null,
    };
  }
  const { fields, resume } = item.payload;
  return {
    kind: "application",
    ...stored,
    form: "career",
    name: fields.full_name,
    email: fields.email,
    phone: fields.phone,
    position: fields.position,
    message: fields.cover,
    resume: { filename: resume.name, contentType: resume.type, size: item.file.byteLength },
    source: parsedSource(fields.source),
  };
}
