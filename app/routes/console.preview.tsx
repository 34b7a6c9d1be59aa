import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { CONSOLE_HEADERS, consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { PREVIEW_WIDTHS, previewPath } from "~/lib/console/preview-widths";
import previewStyles from "~/styles/console-preview.css?url";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: previewStyles }];
export const meta = () => consoleMeta("Preview");

/** `/console/preview?path=/blog/x`: the draft in the real page, at phone and at desktop width. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await staffCaller(request, context);
  const src = previewPath(new URL(request.url).searchParams.get("path"));
  if (!src) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return consoleData({ src });
}

export default function PreviewPage() {
  const { src } = useLoaderData<typeof loader>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Preview">
        <p className="console-muted">
          The draft in the real page, as only signed-in staff see it: <a href={src} className="console-link">{src}</a>
        </p>
      </ConsolePageHead>
      <nav aria-label="Preview widths" className="preview-jump">
        {PREVIEW_WIDTHS.map(({ name, width }) => (
          <a key={width} href={`#preview-${width}`} className="console-link">
            {name}, {width} px
          </a>
        ))}
      </nav>
      {PREVIEW_WIDTHS.map(({ name, width, height }) => (
        <section key={width} id={`preview-${width}`} className="console-card preview-width" aria-labelledby={`preview-${width}-title`}>
          <h2 id={`preview-${width}-title`}>
            {name}, {width} px
          </h2>
          {/* A frame of its own width scrolls sideways on a narrower screen rather than squeezing the page; the box takes focus so a keyboard can scroll it. */}
          <div className="preview-frame" role="region" aria-label={`${name} preview`} tabIndex={0}>
            <iframe src={src} title={`${name} preview, ${width} pixels wide`} width={width} height={height} />
          </div>
        </section>
      ))}
    </div>
  );
}
