import { company } from "./company";

// Home's slides, stats, why-us and feature cards are site content: contract/site-content/home-seed.ts.
import type { Benefit } from "./types";

/** Short heading block above a section: a small label, the heading and one line of intro. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  text: string;
}

/** About page: four highlights. */
export const aboutHighlights: Benefit[] = [
  {
    title: "Award Winning",
    text: `Recognised as a ${company.partnerBadge} agency for the performance and quality of the advertising we manage.`,
    icon: "award",
  },
  {
    title: "Professional Staff",
    text: "Certified marketers, designers and engineers, each working to documented processes and reviewed by a senior lead.",
    icon: "users",
  },
  {
    title: "24/7 Support",
    text: "Monitoring around the clock and an on-call team, so urgent issues are picked up at any hour, on any day.",
    icon: "headset",
  },
  {
    title: "Fair Prices",
    text: "Clear, itemised proposals with no hidden fees and ad spend billed at cost, so you always know what you are paying for.",
    icon: "tag",
  },
];

/** About page: company text, three paragraphs. */
export const aboutText: string[] = [
  `${company.name} is an IT and digital agency based in Indore, founded in ${company.foundedLabel} by a team of engineers, designers and marketers who wanted to give growing Indian businesses the kind of partner usually reserved for large brands. We design and build web and mobile products, create brands and run the marketing that brings them customers, all under one roof.`,
  `Our clients' results have let us grow quickly. Within months of opening we reached a milestone many agencies take years to hit, ${company.adSpendClaim} across Google, Meta and the leading marketplaces, and we are a recognised ad-platform partner (${company.partnerBadge}). Every account is tracked end to end, so each rupee spent can be tied to an enquiry or a sale.`,
  "We work with startups launching their first product, family businesses taking their next step online and enterprises modernising their systems. Whatever the size of the project, you get senior people, honest advice, clear reporting and a team that answers the phone when you call.",
];

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
