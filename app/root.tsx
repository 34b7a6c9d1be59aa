import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { CookieBanner } from "~/components/consent/cookie-banner";
import { DevanagariFont } from "~/components/consent/devanagari-font";
import { IslandsHydrated } from "~/components/island";
import { SearchModal } from "~/components/search-modal";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { pageConsent } from "~/lib/consent/page-consent.server";
import { getPublicEnv } from "~/lib/env.server";
import { visitForForms } from "~/lib/forms/visit.server";
import { useNonce } from "~/lib/nonce";
import { publishedCompany } from "~/lib/site-content/published.server";
import { PREVIEW_HEADERS, draftPreview } from "~/lib/site-content/preview.server";
import { layOutWholePageForFragments } from "~/lib/shell/scroll-to";
import { useUtmMemory } from "~/lib/utm";
import { useVisitSource } from "~/lib/visit-source";
import { siteStyleLinks } from "~/styles/site-styles";

export const links: LinksFunction = () => [
  ...siteStyleLinks,
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: "Vyom Digital Blog", href: "/blog/rss.xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [forms, preview, published] = await Promise.all([visitForForms(request), draftPreview(request, context), publishedCompany()]);
  const { consent, headers } = pageConsent(request);
  for (const value of forms.headers.getSetCookie()) headers.append("Set-Cookie", value);
  if (preview) for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  const company = preview?.company ?? published;
  return data({ env: getPublicEnv(), honeypot: forms.honeypot, utm: forms.utm, consent, company, preview: preview !== null }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN" id="top" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        {/* Marks the document as scripted before first paint, so no-JS fallbacks never flash. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        {/* With GTM_ID: Consent Mode's defaults (all denied) before any tag; the tag manager only with consent. */}
        {data?.consent?.tags.scripts.map((script) => (
          <script key={script} nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
        <Meta />
        {data?.preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        {data?.consent ? <DevanagariFont /> : null}
        <Links />
      </head>
      <body>
        {children}
        {data?.consent?.tags.noscriptFrame ? (
          <noscript>
            <iframe
              title="Google Tag Manager"
              src={data.consent.tags.noscriptFrame}
              height="0"
              width="0"
              style={{ display: "none", visibility: "hidden" }}
            />
          </noscript>
        ) : null}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data?.env ?? {})}` }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to Content
    </a>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const searchButton = useRef<HTMLAnchorElement>(null);
  const consent = useRouteLoaderData<typeof loader>("root")?.consent;
  return (
    <>
      {consent ? <CookieBanner consent={consent} /> : null}
      {consent ? (
        // After the banner's links the skip link is no longer the page's first, so it needs a landmark of its own.
        <nav aria-label="Skip link">
          <SkipLink />
        </nav>
      ) : (
        <SkipLink />
      )}
      <SiteHeader onOpenSearch={() => setSearchOpen(true)} searchButton={searchButton} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <SearchModal open={searchOpen} onClose={closeSearch} opener={searchButton} />
    </>
  );
}

/** A section with its own frame (the staff console) sets `handle.bareLayout`: no site header or footer. */
function useBareLayout(): boolean {
  return useMatches().some((match) => (match.handle as { bareLayout?: boolean } | undefined)?.bareLayout === true);
}

export default function App() {
  const { honeypot } = useLoaderData<typeof loader>();
  useUtmMemory();
  useVisitSource();
  useEffect(layOutWholePageForFragments, []);
  const bare = useBareLayout();
  return (
    <HoneypotProvider {...honeypot}>
      <IslandsHydrated />
      {bare ? (
        <Outlet />
      ) : (
        <Shell>
          <Outlet />
        </Shell>
      )}
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <section className="section">
        <div className="container section-head">
          <p className="eyebrow">{notFound ? "404" : "Error"}</p>
          <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
          <p>
            {notFound
              ? "The page you are looking for does not exist or has moved."
              : "We could not show this page just now. Please try again in a moment."}
          </p>
          <Link to="/" className="btn btn--primary">
            Back to Home
          </Link>
        </div>
      </section>
    </Shell>
  );
}
