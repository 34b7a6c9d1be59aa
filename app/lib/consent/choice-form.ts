import { z } from "zod";

const ticked = z
  .enum(["on", "true", "1"])
  .optional()
  .transform((value) => value !== undefined);

/** The banner's and the settings' one form: which button, the boxes ticked, the notice's language, where to return. */
export const consentFormSchema = z.object({
  choice: z.enum(["accept", "reject", "save"], { message: "Choose accept, reject or save." }),
  analytics: ticked,
  marketing: ticked,
  language: z.enum(["en", "hi"]).catch("en"),
  return_to: z.string().max(2_000).optional(),
});
