import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteImageResponse } from "~/lib/og-image/site-image.server";

export const loader = ({ request }: LoaderFunctionArgs) => siteImageResponse(request);
