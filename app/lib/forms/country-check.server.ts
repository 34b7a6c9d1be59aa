import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { getCountries } from "../countries.server";
import { DEFAULT_COUNTRY_CODE } from "./phone";

/**
 * A code of the right shape that no country has (typed into the plain code input, which is
 * what visitors without JavaScript get): the form's own country code message, as a reply with
 * everything they typed. Null when the code is known, or when the list could not be had (the
 * API is down), so a visitor is never refused for the server's trouble.
 */
export async function unknownCountryCodeReply<Output extends { countryCode: string }>(
  submission: Submission<Output> & { status: "success" },
  schema: z.AnyZodObject,
) {
  const code = submission.value.countryCode;
  if (code === DEFAULT_COUNTRY_CODE) return null;
  const countries = await getCountries();
  if (countries.length === 0 || countries.some((country) => country.dialCode === code)) return null;
  const message = schema.shape.countryCode?.safeParse("").error?.issues[0]?.message ?? "Select a valid country code.";
  return submission.reply({ fieldErrors: { countryCode: [message] } });
}
