import type { PictureValue } from "./fields";

// Free of zod, like the services' seed: Home's bundle and the API's seed import it without the schema.

/** The icons a card of Home's why-us and features lists may carry (drawings of the site's sprite). */
export const CARD_ICONS = [
  "trophy", "award", "users", "headset", "rocket", "chart", "shield", "target",
  "layers", "sparkles", "clock", "heart", "code", "cloud", "database", "search",
] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

export interface HomeSlideSeed {
  title: string;
  description: string;
  primaryBtn: string;
  primaryBtnContext: string;
  secondaryBtn: string;
  image: PictureValue;
}

export interface HomeSeed {
  slides: HomeSlideSeed[];
  stats: { value: string; label: string }[];
  whyChooseUs: { title: string; text: string; icon: CardIcon }[];
  features: { title: string; text: string; icon: CardIcon }[];
}

/**
 * Home's sections as they ship (spec section 2: three banner slides, four stat cards, four
 * why-us cards, the features). Which sections Home has, and where the buttons lead, stays in code.
 */
export const HOME_SEED: HomeSeed = {
  slides: [
    {
      title: "IT Solutions for Your Business",
      description:
        "Custom software, cloud and digital marketing from one team in Indore. We build what your business needs and stay with you as it grows.",
      primaryBtn: "Learn More",
      primaryBtnContext: "about IT solutions on our blog",
      secondaryBtn: "Get in Touch",
      image: { mediaId: "", src: "/images/illustrations/hero-1.svg", alt: "Laptop and phone showing code and business dashboards" },
    },
    {
      title: "Digital Transformation Made Simple",
      description:
        "Replace manual work and ageing systems with connected, cloud-ready tools, introduced step by step so your business never has to stop.",
      primaryBtn: "Explore Services",
      primaryBtnContext: "",
      secondaryBtn: "Contact Us",
      image: { mediaId: "", src: "/images/illustrations/hero-2.svg", alt: "Legacy systems moving to the cloud along connected arrows" },
    },
    {
      title: "Innovative Technology Partners",
      description:
        "Strategists, designers and engineers who treat your goals as their own, from the first idea to launch and every release after it.",
      primaryBtn: "Start Project",
      primaryBtnContext: "",
      secondaryBtn: "View Portfolio",
      image: { mediaId: "", src: "/images/illustrations/hero-3.svg", alt: "A rocket rising above a network of connected partners" },
    },
  ],
  // The spec's four cards, worded as it words them.
  stats: [
    { value: "98%", label: "Client Satisfaction" },
    { value: "99.9%", label: "Uptime Delivered" },
    { value: "24/7", label: "Dedicated Support" },
    { value: "Avg. 1 Hour", label: "Response Time" },
  ],
  whyChooseUs: [
    {
      title: "Best In Industry",
      text: "Senior strategists, designers and engineers who follow current best practice in every project, from code reviews to campaign audits.",
      icon: "trophy",
    },
    {
      title: "Award Winning",
      text: "A recognised Google Partner agency whose campaign and design work is held to an award-winning standard.",
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
  ],
  features: [
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
  ],
};
