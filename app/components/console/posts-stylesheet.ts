import type { LinksFunction } from "@remix-run/node";
import { coverFieldLinks } from "./cover-field";
import postPages from "~/styles/console-posts.css?url";

/** The posts section's own rules, on top of the console's frame (linked by the console layout). */
export const postsLinks: LinksFunction = () => [...coverFieldLinks(), { rel: "stylesheet", href: postPages }];
