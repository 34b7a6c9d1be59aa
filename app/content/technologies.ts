import type { TechCategory } from "./types";

// The slider's two rows are site content (contract/site-content/technologies-seed.ts).

/** Technology stack card on the custom development service page, in this order. */
export const techCategories: TechCategory[] = [
  { name: "Backend", icon: "server", technologies: ["Node.js", "NestJS", "Python", "Django", "FastAPI", "Laravel", "GraphQL"] },
  { name: "Frontend", icon: "code", technologies: ["React", "Remix", "Next.js", "TypeScript", "Vue.js", "Angular", "Tailwind CSS"] },
  { name: "Cloud & DevOps", icon: "cloud", technologies: ["Google Cloud", "Docker", "Kubernetes", "Terraform", "GitHub Actions", "Nginx", "Cloudflare"] },
  { name: "Database", icon: "database", technologies: ["PostgreSQL", "MySQL", "MongoDB", "Redis", "Firebase", "Elasticsearch"] },
  { name: "Testing", icon: "flask", technologies: ["Playwright", "Vitest", "Jest", "Cypress", "Postman", "Selenium"] },
  { name: "Mobile Apps", icon: "smartphone", technologies: ["Flutter", "React Native", "Kotlin", "Swift", "Dart", "Expo"] },
  { name: "Others", icon: "grid", technologies: ["Figma", "Shopify", "WordPress", "Razorpay", "Google Analytics", "Jira"] },
];
