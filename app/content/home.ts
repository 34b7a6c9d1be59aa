import { company } from "./company";
import type { BannerSlide, Benefit, Stat } from "./types";

/** Short heading block above a section: a small label, the heading and one line of intro. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  text: string;
}

/** Home banner carousel (spec section 2, Home): three slides, in order. */
export const slides: BannerSlide[] = [
  {
    title: "IT Solutions for Your Business",
    description:
      "Custom software, cloud and digital marketing from one team in Indore. We build what your business needs and stay with you as it grows.",
    primaryBtn: "Learn More",
    primaryBtnContext: "about IT solutions on our blog",
    secondaryBtn: "Get in Touch",
    image: "/images/illustrations/hero-1.svg",
    imageAlt: "Laptop and phone showing code and business dashboards",
  },
  {
    title: "Digital Transformation Made Simple",
    description:
      "Replace manual work and ageing systems with connected, cloud-ready tools, introduced step by step so your business never has to stop.",
    primaryBtn: "Explore Services",
    secondaryBtn: "Contact Us",
    image: "/images/illustrations/hero-2.svg",
    imageAlt: "Legacy systems moving to the cloud along connected arrows",
  },
  {
    title: "Innovative Technology Partners",
    description:
      "Strategists, designers and engineers who treat your goals as their own, from the first idea to launch and every release after it.",
    primaryBtn: "Start Project",
    secondaryBtn: "View Portfolio",
    image: "/images/illustrations/hero-3.svg",
    imageAlt: "A rocket rising above a network of connected partners",
  },
];

/** The four stat cards under the banner. The last card reads "Avg. 1 Hour Response Time". */
export const stats: Stat[] = [
  { value: "98%", label: "Client Satisfaction" },
  { value: "99.9%", label: "Uptime Delivered" },
  { value: "24/7", label: "Dedicated Support" },
  { value: "Avg. 1 Hour", label: "Response Time" },
];

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
