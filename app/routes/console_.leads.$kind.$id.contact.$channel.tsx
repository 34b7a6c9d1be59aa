import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { followUpApi } from "~/lib/console/follow-up-api.server";
import { contactTargets } from "~/lib/console/follow-up-links.server";
import { CONSOLE_HEADERS, staffCaller } from "~/lib/console/http.server";
import { leadParams, notFoundIfMissing } from "~/lib/console/lead-actions.server";
import { staffApi } from "~/lib/console/staff-api.server";

/**
 * A tap on the lead's call or WhatsApp link: records the attempt (who, when, which), then sends
 * the browser on with a 303 to `tel:` or `https://wa.me/…`. A plain link, so it works without JS.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { kind, id } = leadParams(params);
  const channel = params.channel;
  if (channel !== "call" && channel !== "whatsapp") throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  const caller = await staffCaller(request, context);
  const [{ lead }, templates] = await Promise.all([
    staffApi.lead(caller, kind, id).catch(notFoundIfMissing),
    followUpApi.whatsappTemplates().catch(() => null),
  ]);
  const targets = contactTargets(lead, templates);
  if (!targets) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  await followUpApi.contact(caller, kind, id, channel);
  return redirect(targets[channel], { status: 303, headers: CONSOLE_HEADERS });
}
