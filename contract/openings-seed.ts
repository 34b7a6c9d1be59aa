/** What an opening is made of when it is seeded. */
export interface OpeningSeed {
  title: string;
  location: string;
  experience: string;
  summary: string;
  requirements: string[];
}

/**
 * The spec's three openings (section 2, Career), put into a fresh database once; from then on
 * staff edit them in the console and the site reads them from the API.
 */
export const SEED_OPENINGS: OpeningSeed[] = [
  {
    title: "Frontend Developer",
    location: "Onsite Indore",
    experience: "2+ Years",
    summary:
      "Build fast, accessible web interfaces with React and TypeScript for client products, working closely with our designers and backend engineers.",
    requirements: [
      "2+ years of professional experience with React and TypeScript",
      "Strong command of semantic HTML, modern CSS and responsive layouts",
      "Experience consuming REST or GraphQL APIs and managing application state",
      "Working knowledge of Git, code reviews and automated testing",
      "Familiarity with Remix or Next.js and web accessibility is a plus",
    ],
  },
  {
    title: "Sales Executive",
    location: "Remote/Hybrid",
    experience: "1-3 Years",
    summary:
      "Find and win new clients for our development and marketing services, from the first call to a signed proposal.",
    requirements: [
      "1-3 years of B2B sales experience, ideally with IT or digital marketing services",
      "Confident spoken and written English and Hindi",
      "Comfortable running discovery calls, demos and proposal discussions",
      "Organised pipeline management in a CRM, with a record of meeting targets",
      "Basic understanding of websites, apps and online advertising",
    ],
  },
  {
    title: "Graphic Designer",
    location: "Onsite Indore",
    experience: "1+ Years",
    summary:
      "Create brand identities, social media creatives and marketplace graphics that are clear, consistent and on-brief.",
    requirements: [
      "1+ years of experience in branding, social media or advertising design",
      "A portfolio showing strong typography, layout and colour sense",
      "Proficiency in Figma and Adobe Photoshop and Illustrator",
      "Ability to adapt work to brand guidelines across print and digital formats",
      "Basic motion design or video editing skills are a plus",
    ],
  },
];
