import { CommentForm as CommentFormNow } from "./blog/comment-form";
import { CareerForm as CareerFormNow } from "./page-forms/career-form";
import { ContactForm as ContactFormNow } from "./page-forms/contact-form";
import { QuoteForm as QuoteFormNow } from "./page-forms/quote-form";
import { homeParts } from "~/lib/home/home-parts";
import { island } from "./island";
import { AboutBlock as AboutBlockNow } from "./sections/about-block";
import { ClientLogos as ClientLogosNow } from "./sections/client-logos";
import { FeatureBlocks as FeatureBlocksNow } from "./sections/feature-blocks";
import { LatestPosts as LatestPostsNow } from "./sections/latest-posts";
import { ServicesGrid as ServicesGridNow } from "./sections/services-grid";
import { TechSlider as TechSliderNow } from "./sections/tech-slider";
import { TestimonialCards as TestimonialCardsNow } from "./sections/testimonial-cards";
import { WhyChooseUs as WhyChooseUsNow } from "./sections/why-choose-us";

/**
 * The parts of pages whose code loads when the visitor comes to them (see `island`). The forms
 * work as plain HTML forms until then, so a page's first visit does not carry the form layer;
 * Home's lower sections are plain HTML until they near the viewport.
 */
export const QuoteForm = island({
  server: import.meta.env.SSR ? QuoteFormNow : undefined,
  load: () => import("./page-forms/quote-form").then((module) => module.QuoteForm),
  when: "touched",
});

export const ContactForm = island({
  server: import.meta.env.SSR ? ContactFormNow : undefined,
  load: () => import("./page-forms/contact-form").then((module) => module.ContactForm),
  when: "touched",
});

export const CareerForm = island({
  server: import.meta.env.SSR ? CareerFormNow : undefined,
  load: () => import("./page-forms/career-form").then((module) => module.CareerForm),
  when: "touched",
});

export const CommentForm = island({
  server: import.meta.env.SSR ? CommentFormNow : undefined,
  load: () => import("./blog/comment-form").then((module) => module.CommentForm),
  when: "touched",
});

export const TechSlider = island({
  server: import.meta.env.SSR ? TechSliderNow : undefined,
  load: () => import("./sections/tech-slider").then((module) => module.TechSlider),
  when: "near",
  fetchProps: () => homeParts().then((parts) => ({ rows: parts.techRows })),
});

export const TestimonialCards = island({
  server: import.meta.env.SSR ? TestimonialCardsNow : undefined,
  load: () => import("./sections/testimonial-cards").then((module) => module.TestimonialCards),
  when: "near",
  fetchProps: () => homeParts().then((parts) => parts.testimonials),
});

export const LatestPosts = island({
  server: import.meta.env.SSR ? LatestPostsNow : undefined,
  load: () => import("./sections/latest-posts").then((module) => module.LatestPosts),
  when: "near",
  fetchProps: () => homeParts().then((parts) => ({ posts: parts.latestPosts })),
});

/**
 * Home's short About, just below the first screen: nothing in it moves or needs script, so its
 * code and text come only when the visitor touches it or leaves the page by the router (About's
 * own page draws the whole block as it is).
 */
export const AboutBlock = island({
  server: import.meta.env.SSR ? AboutBlockNow : undefined,
  load: () => import("./sections/about-block").then((module) => module.AboutBlock),
  when: "touched",
  fetchProps: () => homeParts().then((parts) => ({ about: parts.about })),
});

export const WhyChooseUs = island({
  server: import.meta.env.SSR ? WhyChooseUsNow : undefined,
  load: () => import("./sections/why-choose-us").then((module) => module.WhyChooseUs),
  when: "near",
  fetchProps: () => homeParts().then((parts) => ({ cards: parts.whyChooseUs })),
});

export const FeatureBlocks = island({
  server: import.meta.env.SSR ? FeatureBlocksNow : undefined,
  load: () => import("./sections/feature-blocks").then((module) => module.FeatureBlocks),
  when: "near",
  fetchProps: () => homeParts().then((parts) => ({ cards: parts.features })),
});

export const ClientLogos = island({
  server: import.meta.env.SSR ? ClientLogosNow : undefined,
  load: () => import("./sections/client-logos").then((module) => module.ClientLogos),
  when: "near",
  fetchProps: () => homeParts().then((parts) => ({ clients: parts.clients })),
});

export const ServicesGrid = island({
  server: import.meta.env.SSR ? ServicesGridNow : undefined,
  load: () => import("./sections/services-grid").then((module) => module.ServicesGrid),
  when: "near",
  fetchProps: () => homeParts().then((parts) => ({ services: parts.services })),
});
