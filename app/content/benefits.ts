import type { Benefit } from "./types";

// Lists of benefits and steps shown as icon cards on Home, the services overview, /feature and
// /detail; apart from Home's own content, so a page loads only the lists it shows. The why-us
// and feature cards are site content (contract/site-content/home-seed.ts).

/** Where the services overview and About lead for how the agency works (/detail and /feature). */
export const workingWithUsLinks: (Benefit & { to: "/detail" | "/feature" })[] = [
  {
    title: "How We Work",
    text: "Our four-step process, from the first call to measurable growth.",
    icon: "layers",
    to: "/detail",
  },
  {
    title: "Features",
    text: "What working with us feels like: fast delivery, open reporting and security built in.",
    icon: "sparkles",
    to: "/feature",
  },
];

/** Delivery process for the /detail page. */
export const processSteps: Benefit[] = [
  {
    title: "Discover",
    text: "We learn your business, users and goals through workshops and data, and agree a scope, timeline and measures of success.",
    icon: "search",
  },
  {
    title: "Design",
    text: "We shape the brand, experience or campaign plan in prototypes you can click and test before anything is built.",
    icon: "pen",
  },
  {
    title: "Build",
    text: "We develop and launch in short sprints with automated tests, reviews and a staging link you can check at any time.",
    icon: "code",
  },
  {
    title: "Grow",
    text: "After launch we measure, optimise and support, turning real usage and campaign data into the next round of improvements.",
    icon: "chart",
  },
];
