import { vendors } from "~/content/clients";

export function VendorLogos() {
  return (
    <section className="section section--tint" aria-labelledby="vendors-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Platforms we work with</p>
          <h2 id="vendors-title">Certified on the platforms that matter</h2>
        </div>
        <ul className="scroll-row vendor-row">
          {vendors.map((vendor) => (
            <li key={vendor.name} className="vendor">
              <a href={vendor.href} target="_blank" rel="noopener noreferrer">
                <img src={vendor.logo} alt="" width={40} height={40} loading="lazy" />
                <span>{vendor.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
