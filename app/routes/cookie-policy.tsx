import { LegalDocument } from "~/components/legal-document";
import { cookieSections } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/cookie-policy");

export default function CookiePolicy() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={<p>What cookies are, which ones this website sets, and how you can control them.</p>}
      sections={cookieSections}
    />
  );
}
