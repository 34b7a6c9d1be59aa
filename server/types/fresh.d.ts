/** fresh 0.5 (jshttp), the check Express's `req.fresh` makes; it ships no types of its own. */
declare module "fresh" {
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: { etag?: string; "last-modified"?: string },
  ): boolean;
}
