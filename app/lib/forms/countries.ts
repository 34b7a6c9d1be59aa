import { DEFAULT_COUNTRY_CODE } from "./phone";

/** A country as the forms use it (spec section 3: name, dialCode, displayCode). */
export interface Country {
  name: string;
  dialCode: string;
  /** The option's text, code first so it stays readable in a narrow select. */
  displayCode: string;
}

const INDIA: Country = {
  name: "India",
  dialCode: DEFAULT_COUNTRY_CODE,
  displayCode: `${DEFAULT_COUNTRY_CODE} India`,
};

/** India first, always there, so +91 works even when the list could not be had. */
export function countryOptions(countries: readonly Country[]): Country[] {
  return [INDIA, ...countries.filter((country) => country.dialCode !== INDIA.dialCode || country.name !== INDIA.name)];
}

/**
 * The codes a visitor without JavaScript is offered as suggestions while typing: where the
 * agency's clients mostly are. Any other code can be typed; the server checks it against the
 * full list.
 */
export const COMMON_COUNTRIES: readonly Country[] = [
  INDIA,
  ...(
    [
      ["United States", "+1"],
      ["United Kingdom", "+44"],
      ["United Arab Emirates", "+971"],
      ["Saudi Arabia", "+966"],
      ["Qatar", "+974"],
      ["Singapore", "+65"],
      ["Australia", "+61"],
      ["Canada", "+1"],
      ["Germany", "+49"],
      ["Nepal", "+977"],
      ["Bangladesh", "+880"],
      ["Sri Lanka", "+94"],
    ] as const
  ).map(([name, dialCode]) => ({ name, dialCode, displayCode: `${dialCode} ${name}` })),
];

/** The address of the full list (a resource route), which the enhanced select loads on demand. */
export const COUNTRIES_URL = "/countries.json";
