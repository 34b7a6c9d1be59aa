import { LegalDocument } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/shell/page-meta";

export const meta = pageMeta("/privacy-policy", { breadcrumb: privacyPolicy });

export default function PrivacyPolicy() {
  return <LegalDocument document={privacyPolicy} />;
}
