import { hydrateOnUse } from "~/lib/hydrate-on-use";

// Sections below the first screen: the server renders them in full, and the browser fetches
// their code (carousels, flip cards, icon drawings, their content) as they near the viewport.
const onView = { inView: true };
export const ServicesGrid = hydrateOnUse(() => import("./services-grid").then((module) => module.ServicesGrid), onView);
export const TechSlider = hydrateOnUse(() => import("./tech-slider").then((module) => module.TechSlider), onView);
export const WhyChooseUs = hydrateOnUse(() => import("./why-choose-us").then((module) => module.WhyChooseUs), onView);
export const FeatureBlocks = hydrateOnUse(() => import("./feature-blocks").then((module) => module.FeatureBlocks), onView);
export const ClientLogos = hydrateOnUse(() => import("./client-logos").then((module) => module.ClientLogos), onView);
export const TestimonialCards = hydrateOnUse(
  () => import("./testimonial-cards").then((module) => module.TestimonialCards),
  onView,
);
export const LatestPosts = hydrateOnUse(() => import("./latest-posts").then((module) => module.LatestPosts), onView);
