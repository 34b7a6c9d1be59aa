import { z } from "zod";
import { applicationFieldsSchema, enquiryBodySchema } from "../../app/lib/forms/upstream.server";

/** What an outbox row's payload holds for each kind, checked again when it is read back. */
export const enquiryPayloadSchema = z.object({
  body: enquiryBodySchema,
  clientIp: z.string().optional(),
});

export const applicationPayloadSchema = z.object({
  fields: applicationFieldsSchema,
  resume: z.object({ name: z.string(), type: z.string() }),
  clientIp: z.string().optional(),
});

export type EnquiryPayload = z.infer<typeof enquiryPayloadSchema>;
export type ApplicationPayload = z.infer<typeof applicationPayloadSchema>;

export type OutboxItem =
  | { kind: "enquiry"; idempotencyKey: string; payload: EnquiryPayload }
  | {
      kind: "application";
      idempotencyKey: string;
      payload: ApplicationPayload;
      file: Uint8Array<ArrayBuffer>;
    };
