import domains from "disposable-email-domains/index.json";
import wildcards from "disposable-email-domains/wildcard.json";

const exact = new Set<string>(domains);
const parents = new Set<string>(wildcards);

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
