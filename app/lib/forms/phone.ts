/** Phone rules shared by every form (spec section 9). */
export const DEFAULT_COUNTRY_CODE = "+91";
export const PHONE_INPUT_MAX = 15;

/** A form with a phone field starts on India's code. */
export const PHONE_DEFAULTS = { countryCode: DEFAULT_COUNTRY_CODE };

const COUNTRY_CODE = /^\+\d{1,4}$/;
const PHONE_DIGITS = /^\d{6,15}$/;

/** Visitors type "98765 43210" or "98765-43210"; only the digits are the number. */
export function stripPhone(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE.test(value);
}

export function isPhoneNumber(value: string): boolean {
  return PHONE_DIGITS.test(stripPhone(value));
}

/** The enquiry payload's phone: country code, then digits (spec section 3). */
export function fullPhone(countryCode: string, phone: string): string {
  return `${countryCode}${stripPhone(phone)}`;
}
