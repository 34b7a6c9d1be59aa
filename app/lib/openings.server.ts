import { apiListCache } from "./openings-and-work-cache.server";
import { type Opening, openingSchema } from "./openings";

/** GET {api}/openings: the open positions, in the order staff gave them. */
export const openOpenings = apiListCache<Opening>("/openings", openingSchema);
