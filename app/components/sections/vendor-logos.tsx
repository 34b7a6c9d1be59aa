import { vendors } from "~/content/clients";
import { Carousel } from "../carousel/carousel";

const VENDOR_INTERVAL_MS = 3000;

export function VendorLogos() {
  return (
    <section className="section section--tint" aria-labelledby="vendors-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Platforms we work with</p>
          <h2 id="vendors-title">Certified on the platforms that matter</h2>
        </div>
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
      </div>
    </section>
  );
}
