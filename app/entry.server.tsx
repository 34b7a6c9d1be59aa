import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { followBlogChanges } from "~/lib/blog/follow-blog-changes.server";
import { applyCachePolicy } from "~/lib/http/cache-control.server";
import { scriptsAfterLoad } from "~/lib/http/scripts-after-load.server";
import { stripNulBytes } from "~/lib/http/strip-nul-bytes.server";
import { NonceProvider } from "~/lib/nonce";
import { HeldPartsProvider } from "~/lib/shell/held-parts";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/** Client-side navigations fetch the same loader data; the same caching rules apply to it. */
export function handleDataRequest(response: Response, { request, context }: { request: Request; context: AppLoadContext }) {
  followBlogChanges(context.blogChanges);
  applyCachePolicy(request, response.status, response.headers);
  return response;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  followBlogChanges(loadContext.blogChanges);
  const nonce = loadContext.cspNonce ?? "";
  // Crawlers get the whole document at once; browsers start rendering from the shell.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <HeldPartsProvider value={loadContext.heldParts}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </HeldPartsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = stripNulBytes();
          const document = body.pipe(scriptsAfterLoad());
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applyCachePolicy(request, responseStatusCode, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(document), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
