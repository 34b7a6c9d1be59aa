import { SERVICES_SEED } from "../../contract/site-content/services-seed";
import { isServiceSlug, serviceDetailOf } from "./services";
import type { ServiceDetail, ServiceSlug } from "./types";

/**
 * What each service page says beyond its card, as it ships (contract/site-content/services.ts is
 * the seed): the fallback when the API cannot be reached, and the site search's index.
 */
export const serviceDetails = Object.fromEntries(
  SERVICES_SEED.filter((entry) => isServiceSlug(entry.key)).map((entry) => [entry.key, serviceDetailOf(entry.data)]),
) as Record<ServiceSlug, ServiceDetail>;
