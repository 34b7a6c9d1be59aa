import type { TestimonialsContent } from "./testimonials";

/** The four testimonials as they ship (free of zod: the carousel's pages import it as their fallback). */
export const TESTIMONIALS_SEED: TestimonialsContent = {
  items: [
    {
      name: "Ananya Joshi",
      title: "Founder, Malwa Organics",
      photo: { mediaId: "", src: "/images/avatars/ananya-joshi.svg", alt: "" },
      quote:
        "Within four months of Vyom Digital taking over our Amazon and Flipkart stores, monthly orders tripled and our advertising cost of sales fell from 38% to 19%. They rewrote every listing, planned our festive-season stock with us and treat our margins as carefully as we do.",
    },
    {
      name: "Rohit Khandelwal",
      title: "Managing Director, Khandelwal Textiles",
      photo: { mediaId: "", src: "/images/avatars/rohit-khandelwal.svg", alt: "" },
      quote:
        "Our thirty-year-old business finally has a brand that matches the quality of our fabrics. The new identity, catalogue and website were ready in five weeks, and dealer enquiries rose by 40% in the quarter after launch.",
    },
    {
      name: "Sneha Patidar",
      title: "Co-founder, TiffinBox",
      photo: { mediaId: "", src: "/images/avatars/sneha-patidar.svg", alt: "" },
      quote:
        "Vyom Digital built our ordering app for Android, iOS and the web in ten weeks. It handled more than 5,000 orders in its first month without a single outage, and their fortnightly demos meant we were never surprised by what we saw.",
    },
    {
      name: "Imran Qureshi",
      title: "Director, Narmada Realty",
      photo: { mediaId: "", src: "/images/avatars/imran-qureshi.svg", alt: "" },
      quote:
        "Our cost per qualified lead from Google and Meta ads dropped by 45% in the first six weeks. The monthly reviews are clear and honest, and for the first time we know exactly which campaigns bring in site visits.",
    },
  ],
};
