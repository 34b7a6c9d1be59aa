import type { SeedPost } from "../authors";
import { brandingPosts } from "./branding";
import { draftPosts } from "./drafts";
import { ecommercePosts } from "./ecommerce";
import { growthMarketingPosts } from "./growth-marketing";
import { scalableSolutionsPosts } from "./scalable-solutions";
import { socialAndPrPosts } from "./social-and-pr";
import { webAndMobilePosts } from "./web-and-mobile";

/** Sample articles for a fresh installation, one group per service the agency offers. */
export const SEED_POSTS: SeedPost[] = [
  ...webAndMobilePosts,
  ...brandingPosts,
  ...growthMarketingPosts,
  ...ecommercePosts,
  ...scalableSolutionsPosts,
  ...socialAndPrPosts,
  ...draftPosts,
];
