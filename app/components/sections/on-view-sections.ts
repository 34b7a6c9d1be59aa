import { hydrateOnUse } from "~/lib/hydrate-on-use";

// Sections below the first screen with nothing to click: the server renders them in full, and
// the browser fetches their code (icon drawings, their content) as they near the viewport.
// Sections that answer a click (flip cards, carousel arrows, pills) stay with the page: a click
// on a part still waiting for its code would be lost.
const onView = { inView: true };
export const WhyChooseUs = hydrateOnUse(() => import("./why-choose-us").then((module) => module.WhyChooseUs), onView);
export const FeatureBlocks = hydrateOnUse(() => import("./feature-blocks").then((module) => module.FeatureBlocks), onView);

// Sections of the first screen that only show text and drawings: their code follows once the
// visitor has settled in, as every part's does.
export const StatCards = hydrateOnUse(() => import("./stat-cards").then((module) => module.StatCards));
export const AboutBlock = hydrateOnUse(() => import("./about-block").then((module) => module.AboutBlock));
