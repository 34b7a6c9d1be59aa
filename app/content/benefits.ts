import { company } from "./company";
import type { Benefit } from "./types";

// Lists of benefits and steps shown as icon cards on Home, the services overview, /feature and
// /detail; apart from Home's own content, so a page loads only the lists it shows.

/** Why-choose-us block: four benefit cards. */
export const whyChooseUs: Benefit[] = [
  {
    title: "Best In Industry",
    text: "Senior strategists, designers and engineers who follow current best practice in every project, from code reviews to campaign audits.",
    icon: "trophy",
  },
  {
    title: "Award Winning",
    text: `A recognised ${company.partnerBadge} agency whose campaign and design work is held to an award-winning standard.`,
    icon: "award",
  },
  {
    title: "Professional Staff",
    text: "Certified specialists with a named point of contact for your account, clear processes and documentation you can rely on.",
    icon: "users",
  },
  {
    title: "24/7 Support",
    text: "Round-the-clock monitoring and an on-call team for critical issues, with an average first response within one hour.",
    icon: "headset",
  },
];

/** Feature blocks for the Home features section and the /feature page. */
export const features: Benefit[] = [
  {
    title: "Agile Delivery",
    text: "Work is planned in two-week sprints with a live staging link, so you see progress early and can change priorities as you learn.",
    icon: "rocket",
  },
  {
    title: "Transparent Reporting",
    text: "Live dashboards and plain-language monthly reviews show exactly what was spent, what it produced and what comes next.",
    icon: "chart",
  },
  {
    title: "Security by Design",
    text: "Access control, encryption, tested backups and privacy-first data handling are built into every project from the first sprint.",
    icon: "shield",
  },
  {
    title: "Growth-Focused",
    text: "Every website, app and campaign is tied to a business goal, such as leads, sales or hours saved, and measured against it.",
    icon: "target",
  },
];

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
