import type { PictureValue } from "./fields";

export interface TechnologySeed {
  name: string;
  logo: PictureValue;
}

const tech = (name: string, src: string): TechnologySeed => ({ name, logo: { mediaId: "", src, alt: name } });

/**
 * Home's technologies slider as it ships: two rows scrolling in opposite directions, in order.
 * Each logo file is named after the technology's simple-icons slug (scripts/build-tech-logos.mjs).
 */
export const TECHNOLOGIES_SEED: { rowOne: TechnologySeed[]; rowTwo: TechnologySeed[] } = {
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
