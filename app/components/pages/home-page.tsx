import type { Post } from "~/lib/blog/post";
import { AboutBlock } from "../sections/about-block";
import { ClientLogos } from "../sections/client-logos";
import { FeatureBlocks } from "../sections/feature-blocks";
import { HeroBanner } from "../sections/hero-banner";
import { LatestPosts } from "../sections/latest-posts";
import { QuoteSection } from "../sections/quote-section";
import { ServicesGrid } from "../sections/services-grid";
import { StatCards } from "../sections/stat-cards";
import { TechSlider } from "../sections/tech-slider";
import { TestimonialCards } from "../sections/testimonial-cards";
import { WhyChooseUs } from "../sections/why-choose-us";

export function HomePage({ latestPosts }: { latestPosts: readonly Post[] }) {
  return (
    <>
      <HeroBanner />
      <StatCards />
      <AboutBlock />
      <ServicesGrid />
      <TechSlider />
      <WhyChooseUs />
      <FeatureBlocks />
      <ClientLogos />
      <QuoteSection />
      <TestimonialCards />
      <LatestPosts posts={latestPosts} />
    </>
  );
}
