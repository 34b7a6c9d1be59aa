import { createRequire } from "node:module";

// The lists are JSON files of the package: required, since the production bundle keeps packages
// outside it and Node's ESM loader refuses a JSON import without an import attribute.
const require = createRequire(import.meta.url);
const exact = new Set<string>(require("disposable-email-domains/index.json") as string[]);
const parents = new Set<string>(require("disposable-email-domains/wildcard.json") as string[]);

/** The throwaway mail domain of this address (or of a parent listed as a wildcard), or null. */
export function disposableDomainOf(email: string): string | null {
  const domain = email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();
  if (!domain) return null;
  if (exact.has(domain)) return domain;
  const labels = domain.split(".");
  for (let i = 1; i < labels.length - 1; i += 1) {
    const parent = labels.slice(i).join(".");
    if (parents.has(parent)) return domain;
  }
  return null;
}
