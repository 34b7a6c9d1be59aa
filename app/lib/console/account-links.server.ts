import { getEnv } from "../env.server";

/** The one-time links staff receive, on the site's public origin (SITE_URL). */
export const welcomeUrl = (token: string) => `${getEnv().SITE_URL}/console/welcome?${new URLSearchParams({ token })}`;
export const resetUrl = (token: string) => `${getEnv().SITE_URL}/console/reset-password?${new URLSearchParams({ token })}`;
