import type { LinksFunction } from "@remix-run/node";
import moderationPages from "~/styles/console-moderation.css?url";

/** The comments section's own rules: the queue and the block list. */
export const moderationLinks: LinksFunction = () => [{ rel: "stylesheet", href: moderationPages }];
