import type { LoaderFunctionArgs } from "@remix-run/node";
import { postImageResponse } from "~/lib/og-image/post-image.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => postImageResponse(request, params.image ?? "");
