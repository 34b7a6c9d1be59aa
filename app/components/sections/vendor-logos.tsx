import { vendors } from "~/content/clients";
import { Carousel } from "../carousel/carousel";
import { HeadedSection } from "../shell/headed-section";

const VENDOR_INTERVAL_MS = 3000;

export function VendorLogos() {
  return (
    <HeadedSection
      titleId="vendors-title"
      tone="tint"
      eyebrow="Platforms we work with"
      title="Certified on the platforms that matter"
    >
      <Carousel
        label="Platforms we work with"
        className="vendor-carousel"
        perView={{ base: 2, md: 3, lg: 4 }}
        gap={16}
        autoplayMs={VENDOR_INTERVAL_MS}
        slides={vendors.map((vendor) => ({
          key: vendor.name,
          content: (
            <div className="vendor">
              <a href={vendor.href} target="_blank" rel="noopener noreferrer">
                <img src={vendor.logo} alt="" width={40} height={40} />
                <span>{vendor.name}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          ),
        }))}
      />
    </HeadedSection>
  );
}
