import type { PictureValue } from "./fields";

export interface LogoSeed {
  name: string;
  href: string;
  logo: PictureValue;
}

const logo = (name: string, href: string, src: string): LogoSeed => ({ name, href, logo: { mediaId: "", src, alt: name } });

/**
 * The two logo lists as they ship: clients (Home's strip and the "Trusted by" strip of the
 * service pages, /detail and /testimonial) and partner platforms (About's carousel).
 */
export const LOGOS_SEED: { clients: { logos: LogoSeed[] }; partners: { logos: LogoSeed[] } } = {
  clients: {
    logos: [
      logo("Malwa Organics", "https://www.malwaorganics.in", "/images/clients/malwa-organics.svg"),
      logo("Khandelwal Textiles", "https://www.khandelwaltextiles.in", "/images/clients/khandelwal-textiles.svg"),
      logo("TiffinBox", "https://www.tiffinbox.app", "/images/clients/tiffinbox.svg"),
      logo("Narmada Realty", "https://www.narmadarealty.in", "/images/clients/narmada-realty.svg"),
    ],
  },
  partners: {
    logos: [
      logo("Google Ads", "https://ads.google.com", "/images/tech/googleads.svg"),
      logo("Meta", "https://www.facebook.com/business", "/images/tech/meta.svg"),
      logo("Flipkart", "https://seller.flipkart.com", "/images/tech/flipkart.svg"),
      logo("Shopify", "https://www.shopify.com/in", "/images/tech/shopify.svg"),
      logo("WordPress", "https://wordpress.org", "/images/tech/wordpress.svg"),
      logo("Google Cloud", "https://cloud.google.com", "/images/tech/googlecloud.svg"),
    ],
  },
};
