import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** A console page that could not be shown: a missing lead, a refused call, the API away. */
export function ConsoleErrorView() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 404
      ? "This lead or page does not exist, or it was deleted."
      : status === 403
        ? "Only an owner can do this."
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
