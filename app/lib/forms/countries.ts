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

/** Written as calls, not a mapped list: the module must have no effect of its own (see site-form.tsx). */
const common = (name: string, dialCode: string): Country => ({ name, dialCode, displayCode: `${dialCode} ${name}` });

/**
 * The codes a visitor without JavaScript is offered as suggestions while typing: where the
 * agency's clients mostly are. Any other code can be typed; the server checks it against the
 * full list.
 */
export const COMMON_COUNTRIES: readonly Country[] = [
  INDIA,
  common("United States", "+1"),
  common("United Kingdom", "+44"),
  common("United Arab Emirates", "+971"),
  common("Saudi Arabia", "+966"),
  common("Qatar", "+974"),
  common("Singapore", "+65"),
  common("Australia", "+61"),
  common("Canada", "+1"),
  common("Germany", "+49"),
  common("Nepal", "+977"),
  common("Bangladesh", "+880"),
  common("Sri Lanka", "+94"),
];

/** The address of the full list (a resource route), which the enhanced select loads on demand. */
export const COUNTRIES_URL = "/countries.json";
