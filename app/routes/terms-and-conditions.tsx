import { LegalDocument } from "~/components/legal-document";
import { company } from "~/content/company";
import { termsLastUpdated, termsSections } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";

const breadcrumb = { title: "Terms & Conditions" };

export const meta = pageMeta("/terms-and-conditions", { breadcrumb });

export default function TermsAndConditions() {
  return (
    <LegalDocument
      title={breadcrumb.title}
      intro={
        <p>
          Last updated: {termsLastUpdated}. These terms govern your use of the {company.name} website and services.
        </p>
      }
      sections={termsSections}
    />
  );
}
