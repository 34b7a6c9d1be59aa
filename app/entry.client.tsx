import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { UPDATE_BEFORE_HYDRATION } from "~/lib/framework-internals";
import { holdInputUntilHydrated } from "~/lib/shell/hold-input-until-hydrated";
import { installXsrfFetch } from "~/lib/xsrf.client";

installXsrfFetch();
// An early press must not make React hydrate in a hurry (error #345): see the module.
holdInputUntilHydrated();

// A navigation cut short by a newer one (typing in the blog search) rejects its data request
// with an AbortError that nothing awaits; it is expected, not a failure worth reporting.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

/**
 * React's recoverable errors are reported as React does, but one: a part whose code loads on
 * demand (components/island.tsx) that a navigation reaches before its code came. React then
 * renders it afresh instead of hydrating it, which the part is built for: it shows a copy of its
 * server HTML meanwhile.
 */
function onRecoverableError(error: unknown) {
  if (error instanceof Error && UPDATE_BEFORE_HYDRATION.test(error.message)) return;
  if (typeof reportError === "function") reportError(error);
  else console.error(error);
}

// The page's scripts start once it has loaded (lib/http/scripts-after-load.server.ts), so it has
// been painted by now and hydration's long task does not hold back its first paint.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
    { onRecoverableError },
  );
});
