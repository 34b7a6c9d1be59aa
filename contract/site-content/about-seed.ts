import { COMPANY_SEED as company } from "./company-seed";

/** About's text as it ships (free of zod: the pages import it). The company's facts are written in once, here. */
export interface AboutSeed {
  heroLine: string;
  heading: string;
  paragraphs: string[];
  highlights: { awardWinning: string; professionalStaff: string; support: string; fairPrices: string };
}

const founded = "June 2025";
const adSpend = "13.9 million rupees of ad spend managed in 90 days";
const badge = "Google Partner";

export const ABOUT_SEED: AboutSeed = {
  heroLine: `An Indore-born agency building software and growth engines for ambitious brands since ${founded}.`,
  heading: "Technology and marketing under one roof",
  paragraphs: [
    `${company.name} is an IT and digital agency based in Indore, founded in ${founded} by a team of engineers, designers and marketers who wanted to give growing Indian businesses the kind of partner usually reserved for large brands. We design and build web and mobile products, create brands and run the marketing that brings them customers, all under one roof.`,
    `Our clients' results have let us grow quickly. Within months of opening we reached a milestone many agencies take years to hit, ${adSpend} across Google, Meta and the leading marketplaces, and we are a recognised ad-platform partner (${badge}). Every account is tracked end to end, so each rupee spent can be tied to an enquiry or a sale.`,
    "We work with startups launching their first product, family businesses taking their next step online and enterprises modernising their systems. Whatever the size of the project, you get senior people, honest advice, clear reporting and a team that answers the phone when you call.",
  ],
  highlights: {
    awardWinning: `Recognised as a ${badge} agency for the performance and quality of the advertising we manage.`,
    professionalStaff: "Certified marketers, designers and engineers, each working to documented processes and reviewed by a senior lead.",
    support: "Monitoring around the clock and an on-call team, so urgent issues are picked up at any hour, on any day.",
    fairPrices: "Clear, itemised proposals with no hidden fees and ad spend billed at cost, so you always know what you are paying for.",
  },
};
