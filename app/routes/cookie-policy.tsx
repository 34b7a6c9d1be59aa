import { LegalDocument } from "~/components/legal-document";
import { cookieSections } from "~/content/legal";
import { pageMeta } from "~/lib/page-meta";

const breadcrumb = { title: "Cookie Policy" };

export const meta = pageMeta("/cookie-policy", { breadcrumb });

export default function CookiePolicy() {
  return (
    <LegalDocument
      title={breadcrumb.title}
      intro={<p>What cookies are, which ones this website sets, and how you can control them.</p>}
      sections={cookieSections}
    />
  );
}
