import { z } from "zod";

/** The visitor's automatic reply and the spam threshold, as the console edits them (docs/spam-and-replies.md). */
export const REPLY_PLACEHOLDERS = ["{name}", "{service}", "{agency}", "{summary}", "{contact}"] as const;

export const REPLY_LIMITS = { subject: 200, body: 5000 } as const;

const template = z.object({
  subject: z.string().trim().min(1, "Enter a subject").max(REPLY_LIMITS.subject),
  body: z.string().trim().min(1, "Enter the text of the reply").max(REPLY_LIMITS.body),
});

export const replySettingsSchema = z.object({
  enabled: z.boolean(),
  enquiry: template,
  application: template,
});

export type ReplySettings = z.infer<typeof replySettingsSchema>;

export const DEFAULT_REPLY_SETTINGS: ReplySettings = {
  enabled: true,
  enquiry: {
    subject: "We received your enquiry – {agency}",
    body: [
      "Hello {name},",
      "",
      "Thank you for writing to {agency}. We received your enquiry about {service} and will answer within 24 hours.",
      "",
      "What you sent us:",
      "{summary}",
      "",
      "If anything is urgent, reach us at {contact}.",
      "",
      "{agency}",
    ].join("\n"),
  },
  application: {
    subject: "We received your application – {agency}",
    body: [
      "Hello {name},",
      "",
      "Thank you for applying for {service} at {agency}. Our hiring team reads every application and will contact you if your profile fits the role.",
      "",
      "What you sent us:",
      "{summary}",
      "",
      "Questions? Reach us at {contact}.",
      "",
      "{agency}",
    ].join("\n"),
  },
};

export const SPAM_THRESHOLD_LIMITS = { min: 1, max: 100 } as const;

export const spamSettingsSchema = z.object({
  threshold: z.coerce.number().int().min(SPAM_THRESHOLD_LIMITS.min).max(SPAM_THRESHOLD_LIMITS.max),
});
