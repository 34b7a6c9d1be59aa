import { CONSOLE_HEADERS } from "~/lib/console/http.server";

export { restorePostRevisionAction as action } from "~/lib/console/post-revisions.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";

/** Nothing to show here: the post's Revisions list posts its Restore form to this address. */
export const loader = () => new Response(null, { status: 405, headers: { ...CONSOLE_HEADERS, Allow: "POST" } });
