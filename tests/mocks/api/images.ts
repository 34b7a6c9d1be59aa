import { http, HttpResponse } from "msw";
import { upstream } from "../server";
import { api } from "./contract";

/**
 * HEAD /images/:file: a picture from the media library, of this type and size (the RSS feed's
 * enclosures read them). No body, so no schema: the headers are the answer.
 */
export function imageHead(file: string, { type, size }: { type: string; size: number }) {
  upstream.use(
    http.head(api(`/images/${file}`), () => new HttpResponse(null, { headers: { "Content-Type": type, "Content-Length": String(size) } })),
  );
}

/** HEAD /media/:file: a variant of the media library (named by its hash), of this type and size. */
export function mediaVariantHead(file: string, { type, size }: { type: string; size: number }) {
  upstream.use(
    http.head(api(`/media/${file}`), () => new HttpResponse(null, { headers: { "Content-Type": type, "Content-Length": String(size) } })),
  );
}
