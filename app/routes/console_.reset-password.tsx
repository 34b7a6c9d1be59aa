import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/console/auth-card";
import { ResetPasswordForm } from "~/components/console/auth-forms";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { resetPasswordAction } from "~/lib/console/auth-actions.server";
import { authTexts } from "~/lib/console/texts";
import { consoleData } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const handle = consoleHandle;
export const links = consoleLinks;
export const meta = () => consoleMeta("Choose a new password");
export const action = resetPasswordAction;

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return consoleData({ token }, { status: token ? 200 : 404 });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Choose a new password">
      {token ? <ResetPasswordForm token={token} /> : <p>{authTexts.badLink}.</p>}
      <p className="console-auth-foot">
        <a href="/console/forgot-password">Ask for a new link</a>
      </p>
    </AuthCard>
  );
}
