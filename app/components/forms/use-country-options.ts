import { useEffect, useMemo, useState } from "react";
import { countryOptions, type Country } from "~/lib/forms/countries";
import { useFormPageData } from "~/lib/forms/form-page";

/** Versioned, so a change of shape is never read back from an old visitor's storage. */
const STORAGE_KEY = "countries:v1";

/** A plain check rather than a schema: this runs on every page with a form, so it stays small. */
function isCountryList(value: unknown): value is Country[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item: Partial<Record<keyof Country, unknown>> | null) =>
        typeof item === "object" &&
        item !== null &&
        typeof item.name === "string" &&
        typeof item.dialCode === "string" &&
        typeof item.displayCode === "string",
    )
  );
}

function readStored(): Country[] | null {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    try {
      const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
      if (isCountryList(stored)) return stored.map(({ name, dialCode, displayCode }) => ({ name, dialCode, displayCode }));
    } catch {
      // Storage may be refused or hold junk; the next one may do.
    }
  }
  return null;
}

function store(countries: Country[]) {
  const value = JSON.stringify(countries);
  for (const storage of [window.sessionStorage, window.localStorage]) {
    try {
      storage.setItem(STORAGE_KEY, value);
    } catch {
      // Full or refused storage only costs the fallback.
    }
  }
}

/**
 * The country code options: the page loader's list, kept in the browser's storage for the
 * day the loader has none (the API was down). India and +91 always come first.
 */
export function useCountryOptions(): Country[] {
  const fromLoader = useFormPageData().countries;
  const [countries, setCountries] = useState<Country[]>(fromLoader ?? []);
  useEffect(() => {
    if (fromLoader?.length) {
      store(fromLoader);
      setCountries(fromLoader);
      return;
    }
    const stored = readStored();
    if (stored) setCountries(stored);
  }, [fromLoader]);
  return useMemo(() => countryOptions(countries), [countries]);
}
