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
