/** A failure the person at the host can act on: scripts/cli.ts prints its message alone, without a stack. */
export class CliError extends Error {}

/**
 * The running site, for the commands that talk to it over HTTP (the embedded database belongs to
 * the server process): SITE_URL, else http://localhost:$PORT with PORT defaulting to 3000, as the
 * server reads them.
 */
export function siteOrigin(): string {
  const configured = process.env.SITE_URL?.trim();
  return (configured || `http://localhost:${process.env.PORT?.trim() || 3000}`).replace(/\/+$/, "");
}
