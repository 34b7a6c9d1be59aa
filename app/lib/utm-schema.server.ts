import { z } from "zod";
import { UTM_VALUE_MAX } from "./utm";

const utmValue = z.string().max(UTM_VALUE_MAX).optional();

/** Campaign values as stored in the session or sent upstream. */
export const utmSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  ref: utmValue,
});
