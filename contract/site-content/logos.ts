import { z } from "zod";
import { line, picture } from "./fields";

const logo = z.object({
  name: line(80),
  href: z
    .string()
    .trim()
    .max(500)
    .url("must be a web address like https://example.com")
    .refine((value) => /^https?:\/\//.test(value), "must be a web address like https://example.com"),
  logo: picture("logo"),
});

/**
 * A list of logos: one kind, two items of the same shape, `clients` (the "Trusted by" strips)
 * and `partners` (About's platforms carousel). Each a name, a link and a logo, in order.
 */
export const logosSchema = z.object({
  logos: z.array(logo).min(1, "needs at least one logo").max(24),
});
