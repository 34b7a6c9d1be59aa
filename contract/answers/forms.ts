import { z } from "zod";

const receipt = <Message extends string>(message: Message) =>
  z.object({ id: z.number().int(), message: z.literal(message), received_at: z.string() });

/** What a stored form answers (201); a retry with the same Idempotency-Key gets it again. */
export const enquiryReceiptSchema = receipt("Enquiry received");
export const applicationReceiptSchema = receipt("Application received");

export const consentJsonSchema = z.object({
  id: z.string().uuid(),
  notice_version: z.number().int(),
  choices: z.object({ analytics: z.boolean(), marketing: z.boolean() }),
  language: z.string(),
  replaces: z.string().nullable(),
  created_at: z.string(),
});

export const countrySchema = z.object({ name: z.string(), dial_code: z.string() });

export const healthSchema = z.object({ status: z.literal("ok") });

export type ConsentJson = z.infer<typeof consentJsonSchema>;
export type CountryJson = z.infer<typeof countrySchema>;
