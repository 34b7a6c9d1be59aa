import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { PHONE_INPUT_MAX } from "~/lib/forms/phone";
import { FieldFrame } from "./field";
import { useCountryOptions } from "./use-country-options";

interface PhoneFieldProps {
  label: string;
  countryCode: FieldMetadata<string>;
  phone: FieldMetadata<string>;
}

/** Country code select and number side by side, with one error row for the pair. */
export function PhoneField({ label, countryCode, phone }: PhoneFieldProps) {
  const countries = useCountryOptions();
  // The contact form gives both fields one sentence; say it once.
  const errors = [...new Set([...(countryCode.errors ?? []), ...(phone.errors ?? [])])];
  const { key: selectKey, ...select } = getSelectProps(countryCode);
  const { key: inputKey, ...input } = getInputProps(phone, { type: "text" });
  return (
    <FieldFrame
      labelFor={phone.id}
      label={label}
      errorId={phone.errorId}
      invalid={errors.length > 0}
      error={errors.map((error) => (
        <span key={error} className="field-error-line">
          {error}
        </span>
      ))}
    >
      <div className="phone-group">
        <label htmlFor={countryCode.id} className="visually-hidden">
          Country code
        </label>
        <select
          key={selectKey}
          {...select}
          aria-describedby={countryCode.errors ? phone.errorId : undefined}
          autoComplete="tel-country-code"
        >
          {/* A required select must open on an empty placeholder; +91 is still chosen by default. */}
          <option value="" disabled hidden>
            Code
          </option>
          {countries.map((country) => (
            <option key={`${country.dialCode} ${country.name}`} value={country.dialCode}>
              {country.displayCode}
            </option>
          ))}
        </select>
        {/* Text with a phone keypad: "tel-national" is not an allowed autofill name on type="tel". */}
        <input key={inputKey} {...input} inputMode="tel" autoComplete="tel-national" maxLength={PHONE_INPUT_MAX} />
      </div>
    </FieldFrame>
  );
}
