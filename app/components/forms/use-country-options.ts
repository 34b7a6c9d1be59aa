import { useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { countryOptions, type Country } from "~/lib/forms/countries";

/** Versioned, so a change of shape is never read back from an old visitor's storage. */
const STORAGE_KEY = "countries:v1";

const storedSchema = z
  .array(
    z.object({
      name: z.string(),
      dialCode: z.string(),
      displayCode: z.string(),
    }),
  )
  .min(1);

function readStored(): Country[] | null {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? "null"));
      if (parsed.success) return parsed.data;
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
  const fromLoader = (useLoaderData() as { countries?: Country[] } | undefined)?.countries;
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
