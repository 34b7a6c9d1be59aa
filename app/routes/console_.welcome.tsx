import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiError } from "~/lib/api-client.server";
import { AuthCard } from "~/components/console/auth-card";
import { WelcomeForm } from "~/components/console/auth-forms";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { welcomeAction } from "~/lib/console/auth-actions.server";
import { authTexts } from "~/lib/console/texts";
import { consoleData } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { publicStaffApi } from "~/lib/console/staff-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const handle = consoleHandle;
export const links = consoleLinks;
export const meta = () => consoleMeta("Welcome");
export const action = welcomeAction;

/** The invitation the link carries, or that it is spent: a 404 page with words, not an error; 429 when the address tried too many. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return consoleData({ token, invitation: null, refused: null }, { status: 404 });
  try {
    return consoleData({ token, invitation: await publicStaffApi.invitation(context.clientIp, token), refused: null });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 429)) {
      const refused = error.status === 429 ? error.serverMessage ?? error.message : null;
      return consoleData({ token, invitation: null, refused }, { status: error.status });
    }
    throw error;
  }
}

export default function Welcome() {
  const { token, invitation, refused } = useLoaderData<typeof loader>();
  if (refused) {
    return (
      <AuthCard title="Please wait">
        <p role="alert">{refused}</p>
      </AuthCard>
    );
  }
  if (!invitation) {
    return (
      <AuthCard title="Link not valid">
        <p>{authTexts.badLink}. Ask an owner for a new invitation.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Welcome"
      intro={
        <p>
          You are invited as {invitation.role === "owner" ? "an owner" : "staff"} with <strong>{invitation.email}</strong>. Set
          your name and password to start.
        </p>
      }
    >
      <WelcomeForm token={token} />
    </AuthCard>
  );
}
