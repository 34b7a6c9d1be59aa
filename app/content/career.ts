import type { Benefit, JobOpening } from "./types";

/** Current openings (spec section 2, Career). */
export const openings: JobOpening[] = [
  {
    title: "Frontend Developer",
    location: "Onsite Indore",
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    remote: false,
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
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    remote: true,
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
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    remote: false,
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

/** Reasons to work with us. */
export const reasons: Benefit[] = [
  {
    title: "Real Projects, Real Impact",
    text: "Work on live products and campaigns for clients across India, and see the results of your work within weeks.",
    icon: "rocket",
  },
  {
    title: "Learn From Senior People",
    text: "Regular code and design reviews, mentoring from experienced leads and a yearly budget for courses and certifications.",
    icon: "sparkles",
  },
  {
    title: "Flexible, Balanced Work",
    text: "Predictable hours from Monday to Friday, hybrid options where the role allows and time off that is respected.",
    icon: "clock",
  },
  {
    title: "Clear Growth Path",
    text: "Transparent role levels, six-monthly reviews and a chance to lead projects and people as you grow.",
    icon: "chart",
  },
];

/** Options of the application form's 'Position Applying For' select. */
export const positions: string[] = openings.map((opening) => opening.title);

export const emptyOpeningsText = "Currently no openings. Stay connected with us.";
