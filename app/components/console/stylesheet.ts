import type { LinksFunction } from "@remix-run/node";
import leadPages from "~/styles/console-lead.css?url";
import frame from "~/styles/console.css?url";
import filters from "~/styles/console-filters.css?url";
import workPages from "~/styles/console-work.css?url";
import insights from "~/styles/console-insights.css?url";
import hiring from "~/styles/console-hiring.css?url";
import backups from "~/styles/console-backups.css?url";

/**
 * The console's own stylesheet, linked by its pages only: the public pages link the site's and
 * should not carry the console's rules.
 */
export const consoleLinks: LinksFunction = () => [
  { rel: "stylesheet", href: frame },
  { rel: "stylesheet", href: filters },
  { rel: "stylesheet", href: leadPages },
  { rel: "stylesheet", href: workPages },
  { rel: "stylesheet", href: insights },
  { rel: "stylesheet", href: hiring },
  { rel: "stylesheet", href: backups },
];

/** The console draws its own frame: the root leaves out the site's header and footer. */
export const consoleHandle = { bareLayout: true } as const;
