import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { COOKIE_SETTINGS_ID, CookieSettings } from "~/components/consent/cookie-settings";
import { CookieTable } from "~/components/consent/cookie-table";
import { LegalDocument } from "~/components/legal-document";
import { siteCookies } from "~/content/cookies";
import { LEGAL_TITLES } from "~/content/legal";
import { COOKIE_SETTINGS_FORM_SLOT, COOKIE_TABLE_SLOT, cookiePolicySections } from "~/lib/site-content/cookie-policy-sections";
import { legalPage } from "~/lib/site-content/legal-page.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { loader as rootLoader } from "~/root";

export const meta = pageMeta("/cookie-policy", { breadcrumb: { title: LEGAL_TITLES["cookie-policy"] } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return legalPage("cookie-policy", request, context);
}

export default function CookiePolicy() {
  const { document, preface } = useLoaderData<typeof loader>();
  const consent = useRouteLoaderData<typeof rootLoader>("root")?.consent ?? null;
  // Without the tag manager the site sets its own necessary cookies only, and there is nothing to choose.
  const cookies = consent ? siteCookies : siteCookies.filter((cookie) => !cookie.withTagManager);
  return (
    <LegalDocument
      document={document}
      preface={preface}
      sections={cookiePolicySections(document.sections, consent !== null)}
      extras={{
        [COOKIE_TABLE_SLOT]: <CookieTable cookies={cookies} />,
        [COOKIE_SETTINGS_FORM_SLOT]: consent ? (
          <div id={COOKIE_SETTINGS_ID}>
            <CookieSettings consent={consent} />
          </div>
        ) : null,
      }}
    />
  );
}
