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
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { SearchModal } from "~/components/search-modal";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getPublicEnv } from "~/lib/env.server";
import { markFirstPageHydrated } from "~/lib/hydrate-on-use";
import { visitForForms } from "~/lib/forms/visit.server";
import { useNonce } from "~/lib/nonce";
import { useUtmMemory } from "~/lib/utm";
import { SiteStyles } from "~/styles/site-styles";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: "Vyom Digital Blog", href: "/blog/rss.xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const forms = await visitForForms(request);
  return data({ env: getPublicEnv(), honeypot: forms.honeypot, utm: forms.utm }, { headers: forms.headers });
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
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body>
        {children}
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

function Shell({ children }: { children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const searchButton = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader onOpenSearch={() => setSearchOpen(true)} searchButton={searchButton} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <SearchModal open={searchOpen} onClose={closeSearch} opener={searchButton} />
    </>
  );
}

export default function App() {
  const { honeypot } = useLoaderData<typeof loader>();
  useUtmMemory();
  useEffect(markFirstPageHydrated, []);
  return (
    <HoneypotProvider {...honeypot}>
      <Shell>
        <Outlet />
      </Shell>
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
            Back to home
          </Link>
        </div>
      </section>
    </Shell>
  );
}
