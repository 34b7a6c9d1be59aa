import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { findService } from "~/content/services";

/** Unknown paths: a bare service slug moves to its page for good; anything else goes home. */
export async function loader({ params }: LoaderFunctionArgs) {
  const path = (params["*"] ?? "").replace(/\/+$/, "");
  const service = path.includes("/") ? undefined : findService(path);
  if (service) return redirect(service.link, 301);
  return redirect("/", 302);
}

export const action = loader;
