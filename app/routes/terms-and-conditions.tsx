import { LegalDocument } from "~/components/legal-document";
import { company } from "~/content/company";
import { termsLastUpdated, termsSections } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/terms-and-conditions");

export default function TermsAndConditions() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      intro={
        <p>
          Last updated: {termsLastUpdated}. These terms govern your use of the {company.name} website and services.
        </p>
      }
      sections={termsSections}
    />
  );
}
