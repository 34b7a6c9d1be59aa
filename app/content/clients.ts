import type { ClientLogo } from "./types";

/** Client brands for the Home logo strip and the service pages' 'Trusted by' strip. */
export const clients: ClientLogo[] = [
  { name: "Malwa Organics", href: "https://www.malwaorganics.in", logo: "/images/clients/malwa-organics.svg" },
  { name: "Khandelwal Textiles", href: "https://www.khandelwaltextiles.in", logo: "/images/clients/khandelwal-textiles.svg" },
  { name: "TiffinBox", href: "https://www.tiffinbox.app", logo: "/images/clients/tiffinbox.svg" },
  { name: "Narmada Realty", href: "https://www.narmadarealty.in", logo: "/images/clients/narmada-realty.svg" },
];

/** Platforms we partner with, for the About page's vendor logo carousel (logos by scripts/build-tech-logos.mjs). */
export const vendors: ClientLogo[] = [
  { name: "Google Ads", href: "https://ads.google.com", logo: "/images/tech/googleads.svg" },
  { name: "Meta", href: "https://www.facebook.com/business", logo: "/images/tech/meta.svg" },
  { name: "Flipkart", href: "https://seller.flipkart.com", logo: "/images/tech/flipkart.svg" },
  { name: "Shopify", href: "https://www.shopify.com/in", logo: "/images/tech/shopify.svg" },
  { name: "WordPress", href: "https://wordpress.org", logo: "/images/tech/wordpress.svg" },
  { name: "Google Cloud", href: "https://cloud.google.com", logo: "/images/tech/googlecloud.svg" },
];
