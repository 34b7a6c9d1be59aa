import { useEffect, useMemo, useState, type RefObject } from "react";
import { COUNTRIES_URL, countryOptions, type Country } from "~/lib/forms/countries";

/** Versioned, so a change of shape is never read back from an old visitor's storage. */
const STORAGE_KEY = "countries:v1";
/** Start loading a little before the form scrolls into view, so the list is there when it is reached. */
const LOAD_AHEAD = "400px";

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

/** This visit's copy (sessionStorage) is fresh enough; an older visit's (localStorage) only stands in when the server cannot answer. */
function readStored(storages: Storage[]): Country[] | null {
  for (const storage of storages) {
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

async function fetchCountries(): Promise<Country[] | null> {
  try {
    const response = await fetch(COUNTRIES_URL);
    const list: unknown = response.ok ? await response.json() : null;
    return isCountryList(list) ? list : null;
  } catch {
    return null;
  }
}

/** Runs `load` once the element is near the viewport (at once where there is no observer). */
function whenNear(element: Element | null, load: () => void) {
  if (!element || typeof IntersectionObserver === "undefined") {
    load();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The full list of country codes for the select, India and +91 first; null until it is here.
 * The server's page carries none (it is long): it comes from the browser's storage or, once the
 * field nears the viewport, from the cached resource route. Null also when it cannot be had
 * (the API is down): the field then stays the plain code input the page started with.
 */
export function useCountryOptions(near: RefObject<Element>): Country[] | null {
  const [countries, setCountries] = useState<Country[] | null>(null);
  useEffect(() => {
    const stored = readStored([window.sessionStorage]);
    if (stored) {
      setCountries(stored);
      return;
    }
    let cancelled = false;
    const stop = whenNear(near.current, () => {
      void fetchCountries().then((fetched) => {
        const list = fetched ?? readStored([window.localStorage]);
        if (!list || cancelled) return;
        if (fetched) store(fetched);
        setCountries(list);
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [near]);
  return useMemo(() => (countries ? countryOptions(countries) : null), [countries]);
}
