import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { Country } from "~/lib/forms/countries";
import { PHONE_INPUT_MAX } from "~/lib/forms/phone";
import { withoutKey } from "./field";
import { useShake } from "./use-shake";

interface PhoneFieldProps {
  label: string;
  countryCode: FieldMetadata<string>;
  phone: FieldMetadata<string>;
  countries: readonly Country[];
  attempt: number;
}

/** Country code select and number side by side, with one error row for the pair. */
export function PhoneField({ label, countryCode, phone, countries, attempt }: PhoneFieldProps) {
  // The contact form gives both fields one sentence; say it once.
  const errors = [...new Set([...(countryCode.errors ?? []), ...(phone.errors ?? [])])];
  const shaking = useShake(errors.length > 0, attempt);
  const select = withoutKey(getSelectProps(countryCode));
  const input = withoutKey(getInputProps(phone, { type: "tel" }));
  return (
    <div className={shaking ? "field field--shake" : "field"}>
      <label htmlFor={phone.id}>{label}</label>
      <div className="phone-group">
        <label htmlFor={countryCode.id} className="visually-hidden">
          Country code
        </label>
        <select
          key={select.key}
          {...select.props}
          aria-describedby={countryCode.errors ? phone.errorId : undefined}
          autoComplete="tel-country-code"
        >
          {countries.map((country) => (
            <option key={`${country.dialCode} ${country.name}`} value={country.dialCode}>
              {country.displayCode}
            </option>
          ))}
        </select>
        <input
          key={input.key}
          {...input.props}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX}
        />
      </div>
      <div className="field-foot">
        <p id={phone.errorId} className="field-error">
          {errors.map((error) => (
            <span key={error} className="field-error-line">
              {error}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
