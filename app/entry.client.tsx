import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installXsrfFetch } from "~/lib/xsrf.client";

installXsrfFetch();

// A navigation cut short by a newer one (typing in the blog search) rejects its data request
// with an AbortError that nothing awaits; it is expected, not a failure worth reporting.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
