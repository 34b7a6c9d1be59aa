import type { PictureValue } from "./fields";

export interface TechnologySeed {
  name: string;
  logo: PictureValue;
}

/** A stack category's icon: a drawing of the site's sprite (the console's select offers these). */
export const TECH_STACK_ICONS = [
  "server", "code", "cloud", "database", "flask", "smartphone", "grid", "layers", "shield", "chart", "sparkles", "rocket",
] as const;

export interface TechStackCategorySeed {
  name: string;
  icon: (typeof TECH_STACK_ICONS)[number];
  technologies: string[];
}

/** The technology stack card of the custom development service page, in this order. */
export const TECH_STACK_SEED: TechStackCategorySeed[] = [
  { name: "Backend", icon: "server", technologies: ["Node.js", "NestJS", "Python", "Django", "FastAPI", "Laravel", "GraphQL"] },
  { name: "Frontend", icon: "code", technologies: ["React", "Remix", "Next.js", "TypeScript", "Vue.js", "Angular", "Tailwind CSS"] },
  { name: "Cloud & DevOps", icon: "cloud", technologies: ["Google Cloud", "Docker", "Kubernetes", "Terraform", "GitHub Actions", "Nginx", "Cloudflare"] },
  { name: "Database", icon: "database", technologies: ["PostgreSQL", "MySQL", "MongoDB", "Redis", "Firebase", "Elasticsearch"] },
  { name: "Testing", icon: "flask", technologies: ["Playwright", "Vitest", "Jest", "Cypress", "Postman", "Selenium"] },
  { name: "Mobile Apps", icon: "smartphone", technologies: ["Flutter", "React Native", "Kotlin", "Swift", "Dart", "Expo"] },
  { name: "Others", icon: "grid", technologies: ["Figma", "Shopify", "WordPress", "Razorpay", "Google Analytics", "Jira"] },
];

const tech = (name: string, src: string): TechnologySeed => ({ name, logo: { mediaId: "", src, alt: name } });

/**
 * Home's technologies slider as it ships: two rows scrolling in opposite directions, in order;
 * and the stack card of the custom development page (`stack`).
 * Each logo file is named after the technology's simple-icons slug (scripts/build-tech-logos.mjs).
 */
export const TECHNOLOGIES_SEED: { rowOne: TechnologySeed[]; rowTwo: TechnologySeed[]; stack: TechStackCategorySeed[] } = {
  stack: TECH_STACK_SEED,
  rowOne: [
    tech("React", "/images/tech/react.svg"),
    tech("Next.js", "/images/tech/nextdotjs.svg"),
    tech("Remix", "/images/tech/remix.svg"),
    tech("TypeScript", "/images/tech/typescript.svg"),
    tech("Node.js", "/images/tech/nodedotjs.svg"),
    tech("Vue.js", "/images/tech/vuedotjs.svg"),
    tech("Angular", "/images/tech/angular.svg"),
    tech("Tailwind CSS", "/images/tech/tailwindcss.svg"),
    tech("GraphQL", "/images/tech/graphql.svg"),
    tech("Flutter", "/images/tech/flutter.svg"),
    tech("Kotlin", "/images/tech/kotlin.svg"),
    tech("Swift", "/images/tech/swift.svg"),
  ],
  rowTwo: [
    tech("Python", "/images/tech/python.svg"),
    tech("Django", "/images/tech/django.svg"),
    tech("Laravel", "/images/tech/laravel.svg"),
    tech("PostgreSQL", "/images/tech/postgresql.svg"),
    tech("MongoDB", "/images/tech/mongodb.svg"),
    tech("Redis", "/images/tech/redis.svg"),
    tech("Docker", "/images/tech/docker.svg"),
    tech("Kubernetes", "/images/tech/kubernetes.svg"),
    tech("Google Cloud", "/images/tech/googlecloud.svg"),
    tech("Firebase", "/images/tech/firebase.svg"),
    tech("Figma", "/images/tech/figma.svg"),
    tech("Shopify", "/images/tech/shopify.svg"),
  ],
};
