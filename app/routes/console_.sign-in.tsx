import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/console/auth-card";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { SignInForm } from "~/components/console/sign-in-form";
import { consoleData } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { safeRedirectTo } from "~/lib/console/redirect-to";
import { signInAction } from "~/lib/console/sign-in.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const handle = consoleHandle;
export const links = consoleLinks;
export const meta = () => consoleMeta("Sign in");
export const action = (args: ActionFunctionArgs) => signInAction(args);

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return consoleData({ redirectTo: safeRedirectTo(params.get("redirectTo")), reset: params.get("reset") === "1" });
}

export default function SignIn() {
  const { redirectTo, reset } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Sign in" intro={reset ? <p role="status">Your password is changed. Sign in with it now.</p> : null}>
      <SignInForm redirectTo={redirectTo} />
      <p className="console-auth-foot">
        <a href="/console/forgot-password">Forgot your password?</a>
      </p>
    </AuthCard>
  );
}
