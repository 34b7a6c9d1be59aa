import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { DeleteConfirmation } from "~/components/console/delete-confirmation";
import { MediaDetailsForm, MediaFacts, type MediaFormAnswer } from "~/components/console/media-item";
import { CONSOLE_HEADERS, consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { mediaItemAction } from "~/lib/media/media-actions.server";
import { mediaApi } from "~/lib/media/media-api.server";
import mediaStyles from "~/styles/console-media.css?url";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const meta = ({ data: page }: { data?: { item?: { alt: string } } }) => consoleMeta(page?.item?.alt || "Picture");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const item = await mediaApi.find(await staffCaller(request, context), params.id ?? "");
  if (!item) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return consoleData({ item });
}

export const action = mediaItemAction;

export default function MediaItemPage() {
  const { item } = useLoaderData<typeof loader>();
  const answer = useActionData<MediaFormAnswer & { listError?: string }>();
  return (
    <div className="console-page">
      <ConsolePageHead title={item.alt || "Untitled picture"} back={{ to: "/console/media", name: "Media" }} />
      {/* Keyed by the saved values, so a save shows them and a refused form keeps what was typed. */}
      <MediaDetailsForm key={`${item.alt}|${item.focalX}|${item.focalY}`} item={item} answer={answer} />
      <MediaFacts item={item} />
      <DeleteConfirmation
        summary="Delete this picture"
        consequence={
          item.usedIn.length > 0
            ? "It is in use (see above), so the library will refuse until it is removed there."
            : "It is deleted for good, with every variant."
        }
        error={answer?.listError}
      />
    </div>
  );
}
