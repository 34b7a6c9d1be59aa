import { AuthCard } from "~/components/console/auth-card";
import { ForgotPasswordForm } from "~/components/console/auth-forms";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { forgotPasswordAction } from "~/lib/console/auth-actions.server";
import { consoleData } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const handle = consoleHandle;
export const links = consoleLinks;
export const meta = () => consoleMeta("Forgot password");
export const action = forgotPasswordAction;
export const loader = () => consoleData({});

export default function ForgotPassword() {
  return (
    <AuthCard title="Forgot your password?" intro={<p>Enter your email: we send a link to choose a new password.</p>}>
      <ForgotPasswordForm />
      <p className="console-auth-foot">
        <a href="/console/sign-in">Back to sign in</a>
      </p>
    </AuthCard>
  );
}
