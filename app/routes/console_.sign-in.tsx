import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/console/auth-card";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { SignInForm } from "~/components/console/sign-in-form";
import { consoleData } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { safeRedirectTo } from "~/lib/console/redirect-to";
import { signInAction } from "~/lib/console/sign-in.server";
import { staffOnPage } from "~/lib/console/staff-on-page.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const handle = consoleHandle;
export const links = consoleLinks;
export const meta = () => consoleMeta("Sign in");
export const action = (args: ActionFunctionArgs) => signInAction(args);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectTo(params.get("redirectTo"));
  // Someone already signed in (a bookmark, the back button) goes on to where they were headed.
  if (await staffOnPage(request, context)) throw redirect(redirectTo, { status: 303, headers: { "Cache-Control": "private, no-store" } });
  return consoleData({ redirectTo, reset: params.get("reset") === "1" });
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
