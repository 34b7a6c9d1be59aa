import { LegalDocument } from "~/components/legal-document";
import { company } from "~/content/company";
import { privacySections } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";

const breadcrumb = { title: "Privacy Policy" };

export const meta = pageMeta("/privacy-policy", { breadcrumb });

export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title={breadcrumb.title}
      intro={<p>How {company.legalName} collects, uses and protects your personal data when you use this website.</p>}
      sections={privacySections}
    />
  );
}
