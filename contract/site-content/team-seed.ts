import { NEHA_PHOTO_ID } from "../seed-media";
import type { TeamContent } from "./team";

/** The three directors as they ship (free of zod: the team page imports it as its fallback). */
export const TEAM_SEED: TeamContent = {
  members: [
    {
      name: "Aditya Sharma",
      role: "Managing Director",
      bio: "Aditya leads the agency's strategy and client partnerships, drawing on more than a decade of building and marketing digital products for Indian businesses. He makes sure every engagement starts with a clear business goal and ends with measurable results.",
      photo: { mediaId: "", src: "/images/avatars/aditya-sharma.svg", alt: "Illustrated portrait of Aditya Sharma" },
      links: { linkedin: "https://www.linkedin.com/in/aditya-sharma-vyomdigital", x: "https://x.com/aditya_vyom", instagram: "" },
    },
    {
      name: "Neha Agrawal",
      role: "Director of Technology",
      bio: "Neha heads engineering, from architecture reviews to the release pipeline, and has led web, mobile and cloud teams for startups and enterprises alike. She champions clean code, automated testing and security by design in every project.",
      // The seed's one real photo (api/seed/media): the library's AVIF and WebP variants prove the pipeline.
      photo: { mediaId: NEHA_PHOTO_ID, src: "/images/avatars/neha-agrawal.svg", alt: "Photo of Neha Agrawal" },
      links: { linkedin: "https://www.linkedin.com/in/neha-agrawal-vyomdigital", x: "https://x.com/neha_builds", instagram: "" },
    },
    {
      name: "Vikram Chouhan",
      role: "Director of Marketing",
      bio: "Vikram runs the performance marketing, marketplace and social teams, and oversees the ad accounts behind the agency's Google Partner status. He believes every campaign should be traceable to revenue and explained in plain language.",
      photo: { mediaId: "", src: "/images/avatars/vikram-chouhan.svg", alt: "Illustrated portrait of Vikram Chouhan" },
      links: {
        linkedin: "https://www.linkedin.com/in/vikram-chouhan-vyomdigital",
        x: "https://x.com/vikramchouhan_vd",
        instagram: "https://www.instagram.com/vikram.vyomdigital",
      },
    },
  ],
};
