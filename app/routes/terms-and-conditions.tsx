import { LegalDocument } from "~/components/legal-document";
import { termsAndConditions } from "~/content/legal";
import { pageMeta } from "~/lib/shell/page-meta";

export const meta = pageMeta("/terms-and-conditions", { breadcrumb: termsAndConditions });

export default function TermsAndConditions() {
  return <LegalDocument document={termsAndConditions} />;
}
