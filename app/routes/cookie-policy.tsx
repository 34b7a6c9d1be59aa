import { useRouteLoaderData } from "@remix-run/react";
import { COOKIE_SETTINGS_ID, CookieSettings } from "~/components/consent/cookie-settings";
import { CookieTable } from "~/components/consent/cookie-table";
import { LegalDocument } from "~/components/legal-document";
import { siteCookies } from "~/content/cookies";
import { cookiePolicy } from "~/content/legal";
import { pageMeta } from "~/lib/shell/page-meta";
import type { loader as rootLoader } from "~/root";

export const meta = pageMeta("/cookie-policy", { breadcrumb: cookiePolicy });

const SETTINGS_HEADING = "Cookie settings";

export default function CookiePolicy() {
  const consent = useRouteLoaderData<typeof rootLoader>("root")?.consent ?? null;
  // Without the tag manager the site sets its own necessary cookies only, and there is nothing to choose.
  const cookies = consent ? siteCookies : siteCookies.filter((cookie) => !cookie.withTagManager);
  const sections = consent
    ? cookiePolicy.sections.flatMap((section) =>
        section.heading === "Marketing cookies" ? [section, { heading: SETTINGS_HEADING, paragraphs: [] }] : [section],
      )
    : cookiePolicy.sections;
  return (
    <LegalDocument
      document={cookiePolicy}
      sections={sections}
      extras={{
        "The cookies we use": <CookieTable cookies={cookies} />,
        [SETTINGS_HEADING]: consent ? (
          <div id={COOKIE_SETTINGS_ID}>
            <CookieSettings consent={consent} />
          </div>
        ) : null,
      }}
    />
  );
}
