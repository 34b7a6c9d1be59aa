import { LegalDocument } from "~/components/legal-document";
import { company } from "~/content/company";
import { privacySections } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/privacy-policy");

export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={<p>How {company.legalName} collects, uses and protects your personal data when you use this website.</p>}
      sections={privacySections}
    />
  );
}
