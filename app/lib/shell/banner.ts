import { PORTFOLIO_ANCHOR } from "./work-anchor";

/** Where a banner slide's buttons lead, decided by their text as the spec prescribes. */
export const ENQUIRY_ANCHOR = "enquiry";

export function primaryButtonTarget(text: string): string {
  const label = text.toLowerCase();
  if (label.includes("learn")) return "/blog";
  if (label.includes("explore") || label.includes("service")) return "/service";
  if (label.includes("start") || label.includes("project")) return `/#${ENQUIRY_ANCHOR}`;
  return "/";
}

export function secondaryButtonTarget(text: string): string {
  const label = text.toLowerCase();
  if (label.includes("contact") || label.includes("touch")) return "/contact";
  // The spec sends 'portfolio' to /about: to its "Our work" section.
  if (label.includes("portfolio")) return `/about#${PORTFOLIO_ANCHOR}`;
  return "/contact";
}
