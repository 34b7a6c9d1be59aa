import { z } from "zod";
import { UTM_VALUE_MAX, type Utm } from "./utm";

const utmValue = z.string().trim().max(UTM_VALUE_MAX).optional();

/** Campaign values as the site keeps them in its session and as the API accepts them. */
export const utmSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  ref: utmValue,
}) satisfies z.ZodType<Utm>;
