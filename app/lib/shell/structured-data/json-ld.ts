import type { MetaDescriptor } from "@remix-run/node";

export const SCHEMA_CONTEXT = "https://schema.org";

/** Remix's <Meta> renders this as a <script type="application/ld+json">, with <, > and & escaped. */
export function jsonLdMeta(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
