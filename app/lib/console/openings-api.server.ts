import { openingSchema } from "../openings.server";
import { orderedContentApi } from "./ordered-content-api.server";

/** The console's calls for career openings (docs/api.md, Openings). */
export const openingsApi = orderedContentApi("/staff/openings", openingSchema);
