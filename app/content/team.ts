import { NEHA_PHOTO_ID } from "../../contract/seed-media";
import type { TeamMember } from "./types";

/** The three directors shown on /team. */
export const team: TeamMember[] = [
  {
    name: "Aditya Sharma",
    role: "Managing Director",
    bio: "Aditya leads the agency's strategy and client partnerships, drawing on more than a decade of building and marketing digital products for Indian businesses. He makes sure every engagement starts with a clear business goal and ends with measurable results.",
    image: "/images/avatars/aditya-sharma.svg",
    socials: { LinkedIn: "https://www.linkedin.com/in/aditya-sharma-vyomdigital", X: "https://x.com/aditya_vyom" },
  },
  {
    name: "Neha Agrawal",
    role: "Director of Technology",
    bio: "Neha heads engineering, from architecture reviews to the release pipeline, and has led web, mobile and cloud teams for startups and enterprises alike. She champions clean code, automated testing and security by design in every project.",
    image: "/images/avatars/neha-agrawal.svg",
    photo: { mediaId: NEHA_PHOTO_ID, src: "/images/avatars/neha-agrawal.svg", alt: "Photo of Neha Agrawal" },
    socials: { LinkedIn: "https://www.linkedin.com/in/neha-agrawal-vyomdigital", X: "https://x.com/neha_builds" },
  },
  {
    name: "Vikram Chouhan",
    role: "Director of Marketing",
    bio: "Vikram runs the performance marketing, marketplace and social teams, and oversees the ad accounts behind the agency's Google Partner status. He believes every campaign should be traceable to revenue and explained in plain language.",
    image: "/images/avatars/vikram-chouhan.svg",
    socials: {
      LinkedIn: "https://www.linkedin.com/in/vikram-chouhan-vyomdigital",
      X: "https://x.com/vikramchouhan_vd",
      Instagram: "https://www.instagram.com/vikram.vyomdigital",
    },
  },
];
