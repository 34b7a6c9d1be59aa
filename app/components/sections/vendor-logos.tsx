import type { ShownLogo } from "~/lib/site-content/sections";
import { SitePicture } from "../site-picture";
import { Carousel } from "../carousel/carousel";
import { HeadedSection } from "../shell/headed-section";

const VENDOR_INTERVAL_MS = 3000;

/** The partner platforms staff keep (site content), in a carousel. */
export function VendorLogos({ vendors }: { vendors: readonly ShownLogo[] }) {
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
                <SitePicture picture={vendor.logo} alt="" sizes="40px" width={40} height={40} lazy={false} />
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
