import { countries } from "countries-list";
import { Router } from "express";
import type { CountryJson } from "../../contract/answers/forms";
import type { ApiContext } from "../context";


/**
 * One entry per country with its first calling code: a second entry of the same name in a
 * country picker confuses more than it helps. Built once; the list changes only with the package.
 */
function buildCountryList(): CountryJson[] {
  return Object.values(countries)
    .filter((country) => country.phone.length > 0 && country.phone[0] > 0)
    .map((country) => ({ name: country.name, dial_code: `+${country.phone[0]}` }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export function countryRoutes({ limiters }: ApiContext): Router {
  const router = Router();
  const list = buildCountryList();
  router.get("/countries", limiters.reads, (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").json(list);
  });
  return router;
}
