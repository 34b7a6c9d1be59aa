/**
 * Invites a person to the staff console, e.g. the first owner, on the host:
 *
 *   ADMIN_TOKEN=... npm run staff:invite -- owner@agency.example --role owner
 *
 * Talks to the running site over HTTP (SITE_URL, else http://localhost:$PORT, PORT defaulting
 * to 3000): the embedded database belongs to the server process. Prints the one-time link to
 * /console/welcome (valid 24 hours), which the site also emails when mail is configured.
 */
import { parseArgs } from "node:util";
import { CliError, siteOrigin } from "./cli-error";

const USAGE = "Usage: ADMIN_TOKEN=<token> npm run staff:invite -- <email> [--role owner|staff]";
const ROLES = ["owner", "staff"];

function readArguments(args: string[]): { email: string; role: string; token: string } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { role: { type: "string", default: "staff" } }, allowPositionals: true });
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [email, ...rest] = parsed.positionals;
  if (!email || rest.length > 0) throw new CliError(USAGE);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`"${email}" is not an email address.\n${USAGE}`);
  const role = parsed.values.role ?? "staff";
  if (!ROLES.includes(role)) throw new CliError(`The role must be owner or staff, not "${role}".\n${USAGE}`);
  const token = process.env.ADMIN_TOKEN?.trim();
  if (!token) throw new CliError(`ADMIN_TOKEN is not set.\n${USAGE}`);
  return { email, role, token };
}

/** Prints the invitation link alone on standard output, so a script can take it. */
export async function run(args: string[]): Promise<string> {
  const { email, role, token } = readArguments(args);
  const url = `${siteOrigin()}/console/invitations`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, role }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Could not reach the site at ${url} (${reason}). Is it running? Set SITE_URL or PORT if it runs elsewhere.`);
  }
  const body = (await response.json().catch(() => null)) as { message?: string; url?: string; emailed?: boolean } | null;
  if (response.status === 401 || response.status === 403) {
    throw new CliError(`The site refused the admin token (${response.status}): ADMIN_TOKEN must be the one the server was started with.`);
  }
  if (!response.ok || !body?.url) {
    throw new CliError(`The invitation failed (${response.status}): ${body?.message ?? response.statusText}`);
  }
  const mail = body.emailed ? `The link was also emailed to ${email}.` : "Mail is not configured: send the link yourself.";
  process.stderr.write(`Invited ${email} as ${role}. The link works once, for 24 hours. ${mail}\n`);
  return body.url;
}
