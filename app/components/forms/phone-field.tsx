import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { COMMON_COUNTRIES, type Country } from "~/lib/forms/countries";
import { PHONE_INPUT_MAX } from "~/lib/forms/phone";
import { FieldFrame } from "./field";
import { useCountryOptions } from "./use-country-options";

interface PhoneFieldProps {
  label: string;
  countryCode: FieldMetadata<string>;
  phone: FieldMetadata<string>;
}

/** The options, plus a code typed before the list arrived that the list does not know (the server will say so). */
function withTyped(countries: Country[], typed: string | undefined): Country[] {
  if (!typed || countries.some((country) => country.dialCode === typed)) return countries;
  return [...countries, { name: typed, dialCode: typed, displayCode: typed }];
}

/**
 * Country code and number side by side, with one error row for the pair. The page comes with a
 * short code input (prefilled with +91, suggesting the common codes), which works without
 * JavaScript; with it, the input becomes a select of every country once the list has loaded.
 */
export function PhoneField({ label, countryCode, phone }: PhoneFieldProps) {
  const group = useRef<HTMLDivElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const codeSelect = useRef<HTMLSelectElement>(null);
  const typed = useRef("");
  const [typing, setTyping] = useState(false);
  const loaded = useCountryOptions(group);
  // The select takes the input's place once the visitor has left it: a focused control taken
  // out of the page would count as leaving it, and its validation would post the form.
  const countries = typing ? null : loaded;
  // The input goes away with this render: remember what the visitor left in it.
  if (countries && codeInput.current) typed.current = codeInput.current.value.trim();
  useLayoutEffect(() => {
    if (codeSelect.current && typed.current) codeSelect.current.value = typed.current;
  }, [countries]);
  useEffect(() => {
    // Focus may have come before the form's code (a visitor who clicked into it at once).
    if (document.activeElement === codeInput.current) setTyping(true);
  }, []);

  // The contact form gives both fields one sentence; say it once.
  const errors = [...new Set([...(countryCode.errors ?? []), ...(phone.errors ?? [])])];
  const describedBy = countryCode.errors ? phone.errorId : undefined;
  const listId = `${countryCode.id}-common`;
  const { key: selectKey, ...select } = getSelectProps(countryCode);
  const { key: codeKey, ...code } = getInputProps(countryCode, { type: "text" });
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
      <div className="phone-group" ref={group}>
        <label htmlFor={countryCode.id} className="visually-hidden">
          Country code
        </label>
        {countries ? (
          <select key={selectKey} {...select} ref={codeSelect} aria-describedby={describedBy} autoComplete="tel-country-code">
            {/* A required select must open on an empty placeholder; the visitor's code is still chosen. */}
            <option value="" disabled hidden>
              Code
            </option>
            {withTyped(countries, typed.current).map((country) => (
              <option key={`${country.dialCode} ${country.name}`} value={country.dialCode}>
                {country.displayCode}
              </option>
            ))}
          </select>
        ) : (
          <>
            <input
              key={codeKey}
              {...code}
              ref={codeInput}
              onFocus={() => setTyping(true)}
              onBlur={() => setTyping(false)}
              list={listId}
              inputMode="tel"
              autoComplete="tel-country-code"
              size={5}
              aria-describedby={describedBy}
            />
            <datalist id={listId}>
              {COMMON_COUNTRIES.map((country) => (
                <option key={country.displayCode} value={country.dialCode}>
                  {country.name}
                </option>
              ))}
            </datalist>
          </>
        )}
        {/* Text with a phone keypad: "tel-national" is not an allowed autofill name on type="tel". */}
        <input key={inputKey} {...input} inputMode="tel" autoComplete="tel-national" maxLength={PHONE_INPUT_MAX} />
      </div>
    </FieldFrame>
  );
}
