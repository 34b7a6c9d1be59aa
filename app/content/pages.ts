import { company } from "./company";

/** Search-engine text of every static page, for page meta tags, the search modal and the sitemap. */
export interface SitePage {
  path: string;
  title: string;
  description: string;
  keywords: string;
}

export const sitePages: SitePage[] = [
  {
    path: "/",
    title: "Vyom Digital | IT & Digital Marketing Agency in Indore",
    description:
      "Indore-based IT and digital agency: custom web and mobile apps, branding, Google Ads, SEO and Amazon and Flipkart marketing for startups and enterprises.",
    keywords:
      "IT company Indore, digital marketing agency Indore, web development, mobile app development, branding agency, Google Ads, SEO, Amazon marketing",
  },
  {
    path: "/about",
    title: "About Us | Vyom Digital",
    description: `Meet ${company.name}, the Indore IT and digital agency founded in ${company.foundedLabel}: a ${company.partnerBadge} agency with ${company.adSpendClaim}.`,
    keywords: "about Vyom Digital, IT agency Indore, digital agency India, Google Partner agency, company profile",
  },
  {
    path: "/service",
    title: "Our Services | Vyom Digital",
    description:
      "Explore our six services: app development, branding, Google Ads and SEO, Amazon and Flipkart marketing, scalable digital solutions, and social media and PR.",
    keywords:
      "IT services Indore, digital marketing services, app development services, branding services, SEO services, e-commerce marketing",
  },
  {
    path: "/feature",
    title: "Why Our Approach Works | Vyom Digital",
    description:
      "Agile delivery, transparent reporting, security by design and a focus on growth: the working habits behind every website, app and campaign we deliver.",
    keywords: "agile development, transparent reporting, secure software, growth marketing, agency features",
  },
  {
    path: "/detail",
    title: "How We Work: Discover, Design, Build, Grow | Vyom Digital",
    description:
      "Our four-step process of discover, design, build and grow keeps every software and marketing project on time, on budget and focused on measurable results.",
    keywords: "project process, software development process, digital agency workflow, discovery workshop, agile sprints",
  },
  {
    path: "/quote",
    title: "Request a Quote | Vyom Digital",
    description: `Tell us about your website, app or marketing project and get a tailored estimate from our Indore team. We reply to every quote request ${company.replyPromise}.`,
    keywords: "request a quote, website cost India, app development quote, digital marketing pricing, free consultation",
  },
  {
    path: "/team",
    title: "Our Team | Vyom Digital",
    description:
      "Meet the directors who lead Vyom Digital's technology, marketing and client teams, and find out how they help businesses build and grow online.",
    keywords: "Vyom Digital team, directors, leadership, digital agency team Indore",
  },
  {
    path: "/testimonial",
    title: "Client Testimonials | Vyom Digital",
    description:
      "Read what founders and directors say about working with Vyom Digital, from faster app launches to lower ad costs and higher marketplace sales.",
    keywords: "client testimonials, reviews, Vyom Digital reviews, agency case results, customer feedback",
  },
  {
    path: "/career",
    title: "Careers | Vyom Digital",
    description:
      "Join Vyom Digital in Indore. See current openings for developers, sales and design roles, learn why people enjoy working here and apply online today.",
    keywords: "jobs in Indore, IT jobs Indore, frontend developer jobs, graphic designer jobs, sales executive jobs, careers",
  },
  {
    path: "/contact",
    title: "Contact Us | Vyom Digital",
    description: `Call, email or visit our Indore office (${company.businessHours}), or send us your project details and we will reply ${company.replyPromise}.`,
    keywords: "contact Vyom Digital, IT company Indore contact, digital agency Indore office, get a quote, office address",
  },
  {
    path: "/blog",
    title: "Blog: Technology & Marketing Insights | Vyom Digital",
    description:
      "Practical articles on web and app development, branding, SEO, Google Ads and marketplace growth, written by the Vyom Digital team in Indore.",
    keywords: "digital marketing blog, web development articles, SEO tips, Google Ads tips, Amazon selling tips, branding ideas",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Vyom Digital",
    description:
      "How Vyom Digital collects, uses, shares and protects personal data sent through this website, and your rights under the Digital Personal Data Protection Act.",
    keywords: "privacy policy, data protection, DPDP Act 2023, personal data, Vyom Digital privacy",
  },
  {
    path: "/terms-and-conditions",
    title: "Terms & Conditions | Vyom Digital",
    description:
      "The terms that govern your use of the Vyom Digital website, including intellectual property, user content, liability, and Indian law and jurisdiction.",
    keywords: "terms and conditions, website terms, terms of use, Vyom Digital terms",
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy | Vyom Digital",
    description:
      "Which cookies the Vyom Digital website sets and why, the necessary, preference, analytical and marketing categories, and how to control cookies.",
    keywords: "cookie policy, cookies, necessary cookies, analytics cookies, marketing cookies, browser settings",
  },
];

/** The search-engine text of a static page; throws on an unknown path so typos fail loudly in development. */
export function pageSeo(path: string): SitePage {
  const page = sitePages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No page SEO entry for "${path}" in app/content/pages.ts`);
  return page;
}
