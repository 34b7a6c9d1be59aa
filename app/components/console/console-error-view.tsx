import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** A console page that could not be shown: a missing lead, a refused call, the API away. */
export function ConsoleErrorView() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refusal carries the API's words: which role the page needs (docs/roles.md).
  const refusal = isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string" ? (error.data as { message: string }).message : null;
  const text =
    status === 404
      ? "This lead or page does not exist, or it was deleted."
      : status === 403
        ? (refusal ?? "Your roles do not allow this page.")
        : status === 429
          ? "Too many attempts. Please wait a few minutes and try again."
          : "The console could not load this page just now. Please try again in a moment.";
  return (
    <div className="console-page">
      <h1>{status === 404 ? "Not found" : status === 403 ? "Not allowed" : status === 429 ? "Please wait" : "Something went wrong"}</h1>
      <p>{text}</p>
      <p>
        <Link to="/console">Back to the inbox</Link>
      </p>
    </div>
  );
}
