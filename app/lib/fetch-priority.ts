import type { ImgHTMLAttributes } from "react";

/**
 * A picture's fetch priority as an attribute: React 18 passes only the lowercase spelling
 * through to the DOM (and warns about the other). No priority leaves the browser's own.
 */
export function fetchPriority(priority?: "high" | "low"): ImgHTMLAttributes<HTMLImageElement> {
  return (priority ? { fetchpriority: priority } : {}) as ImgHTMLAttributes<HTMLImageElement>;
}
