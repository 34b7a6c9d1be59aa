import { getCountries } from "~/lib/countries.server";

/**
 * The country codes for the phone fields' select, loaded by the browser when a form comes
 * into view instead of being written into every page with a form. Browsers keep it for an hour
 * and may use an older copy for a day while they fetch a new one.
 */
export async function loader() {
  const countries = await getCountries();
  return Response.json(countries, {
    headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
