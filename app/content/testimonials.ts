import type { Testimonial } from "./types";

/** Client testimonials (spec section 2): name, title, image, text. */
export const testimonials: Testimonial[] = [
  {
    name: "Ananya Joshi",
    title: "Founder, Malwa Organics",
    image: "/images/avatars/ananya-joshi.svg",
    text: "Within four months of Vyom Digital taking over our Amazon and Flipkart stores, monthly orders tripled and our advertising cost of sales fell from 38% to 19%. They rewrote every listing, planned our festive-season stock with us and treat our margins as carefully as we do.",
  },
  {
    name: "Rohit Khandelwal",
    title: "Managing Director, Khandelwal Textiles",
    image: "/images/avatars/rohit-khandelwal.svg",
    text: "Our thirty-year-old business finally has a brand that matches the quality of our fabrics. The new identity, catalogue and website were ready in five weeks, and dealer enquiries rose by 40% in the quarter after launch.",
  },
  {
    name: "Sneha Patidar",
    title: "Co-founder, TiffinBox",
    image: "/images/avatars/sneha-patidar.svg",
    text: "Vyom Digital built our ordering app for Android, iOS and the web in ten weeks. It handled more than 5,000 orders in its first month without a single outage, and their fortnightly demos meant we were never surprised by what we saw.",
  },
  {
    name: "Imran Qureshi",
    title: "Director, Narmada Realty",
    image: "/images/avatars/imran-qureshi.svg",
    text: "Our cost per qualified lead from Google and Meta ads dropped by 45% in the first six weeks. The monthly reviews are clear and honest, and for the first time we know exactly which campaigns bring in site visits.",
  },
];
