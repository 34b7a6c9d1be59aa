/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, string | false>();
const NEGOTIATED_MAX = 100;

/** What Express's `req.acceptsEncodings` answers. */
type Negotiate = (...encodings: string[]) => string | false;

/** The encoding to send a cached page in, negotiated once per distinct Accept-Encoding header. */
export function encodingFor(header: string | undefined, negotiate: Negotiate): string | false {
  let encoding = knownEncodingFor(header);
  if (encoding === undefined) {
    // Brotli whenever it is taken: browsers list it after gzip ("gzip, deflate, br, zstd") and
    // Express would follow their order, for a body some 10 % larger.
    encoding = negotiate("br") || negotiate("gzip", "identity");
    if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header ?? "", encoding);
  }
  return encoding;
}

/** The encoding already negotiated for this header, or undefined when it was not yet. */
export function knownEncodingFor(header: string | undefined): string | false | undefined {
  return negotiated.get(header ?? "");
}
