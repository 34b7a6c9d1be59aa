import { company } from "./company";

// Home's slides, stats, why-us and feature cards are site content: contract/site-content/home-seed.ts.
import type { IconName } from "~/components/icon-names";

/** Short heading block above a section: a small label, the heading and one line of intro. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  text: string;
}

/**
 * About's four highlights as the spec names them, each with its icon; their text is site content
 * (contract/site-content/about.ts), found by `key`.
 */
export const aboutHighlightNames = [
  { key: "awardWinning", title: "Award Winning", icon: "award" },
  { key: "professionalStaff", title: "Professional Staff", icon: "users" },
  { key: "support", title: "24/7 Support", icon: "headset" },
  { key: "fairPrices", title: "Fair Prices", icon: "tag" },
] as const satisfies readonly { key: string; title: string; icon: IconName }[];

/** Headings of the Home (and shared) sections. */
export const sectionIntros = {
  services: {
    eyebrow: "Our Services",
    title: "Everything you need to build and grow online",
    text: "Six practices, one team: software, branding, performance marketing, marketplaces, scalable platforms and PR.",
  },
  features: {
    eyebrow: "Features",
    title: "How we make projects succeed",
    text: "The working habits behind every website, app and campaign we deliver.",
  },
  whyChooseUs: {
    eyebrow: "Why Choose Us",
    title: "A partner you can count on",
    text: "Experienced people, proven processes and support that is there when you need it.",
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Modern tools, chosen for the job",
    text: "We work with proven, well-supported technologies so your product is fast, secure and easy to maintain.",
  },
  clients: {
    eyebrow: "Our Clients",
    title: "Trusted by growing businesses",
    text: "Startups, manufacturers and consumer brands across India rely on us to build and grow.",
  },
  quote: {
    eyebrow: "Request A Quote",
    title: "Tell us about your project",
    text: `Share a few details and we will reply ${company.replyPromise} with next steps and an estimate.`,
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What our clients say",
    text: "Results in our clients' own words.",
  },
  blog: {
    eyebrow: "Latest Articles",
    title: "From Our Blog",
    text: "Practical ideas on technology, design and digital marketing from our team.",
  },
  team: {
    eyebrow: "Our Team",
    title: "Meet our directors",
    text: "The people who lead our technology, marketing and client work.",
  },
  process: {
    eyebrow: "How We Work",
    title: "From first call to lasting growth",
    text: "A clear, four-step process that keeps every project on time, on budget and focused on results.",
  },
} satisfies Record<string, SectionIntro>;

/** Banner text in the services section (spec: 'Call Us For Quote' with the phone). */
export const callForQuote = {
  title: "Call Us For Quote",
  phone: company.phone,
  phoneHref: company.phoneHref,
} as const;
