import { company } from "~/content/company";

export function PartnerBlock() {
  return (
    <section className="section" aria-labelledby="partner-title">
      <div className="container split partner">
        <img src="/images/partner-badge.svg" alt="Certified ads partner badge" width={240} height={120} loading="lazy" />
        <div>
          <p className="eyebrow">Recognised partner</p>
          <h2 id="partner-title">A recognised ad-platform partner since {company.foundedLabel}</h2>
          <p className="lead">
            Our certified specialists work with the reporting and accountability that a partner
            status demands: {company.adSpendClaim}.
          </p>
        </div>
      </div>
    </section>
  );
}
