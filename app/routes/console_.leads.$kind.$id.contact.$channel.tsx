import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { followUpApi } from "~/lib/console/follow-up-api.server";
import { contactTargets } from "~/lib/console/follow-up-links.server";
import { CONSOLE_HEADERS, readConsoleForm, staffCaller } from "~/lib/console/http.server";
import { leadParams, notFoundIfMissing } from "~/lib/console/lead-actions.server";
import { staffApi } from "~/lib/console/staff-api.server";

const CHANNELS = ["call", "whatsapp"] as const;

function tapParams(params: LoaderFunctionArgs["params"]) {
  const { kind, id } = leadParams(params);
  const channel = CHANNELS.find((name) => name === params.channel);
  if (!channel) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return { kind, id, channel };
}

/**
 * A visit records nothing (a link in a mail, a prefetch, another site's image or link): it goes
 * to the lead's follow-up panel, whose buttons post here.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const { kind, id } = tapParams(params);
  return redirect(`/console/leads/${kind}/${id}#lead-follow-up`, { status: 303, headers: CONSOLE_HEADERS });
}

/**
 * A tap on the lead's call or WhatsApp button, a plain form post (so it works without JS and
 * another site's post is refused): records the attempt (who, when, which), then sends the
 * browser on with a 303 to `tel:` or `https://wa.me/…`.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { kind, id, channel } = tapParams(params);
  const read = await readConsoleForm(request);
  if (!read.ok) throw new Response(read.message, { status: read.status, headers: { ...CONSOLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
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
