import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BRAND_MARKS, LUCIDE_DRAWINGS } from "../../app/components/icon-names";
import { brandMarks } from "./brand-marks";

/** A Lucide icon's shapes, without its <svg> wrapper: the page's <svg class="icon"> styles them. */
function lucideShapes(component: string): string {
  const Drawing = (lucide as unknown as Record<string, ComponentType | undefined>)[component];
  if (!Drawing) throw new Error(`lucide-react has no icon ${component}`);
  const markup = renderToStaticMarkup(createElement(Drawing));
  return markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
}

/**
 * The sprite as served: one <symbol> per name. Lucide's strokes take their colour and width
 * from the page; the brand marks are filled.
 */
export function drawSprite(): string {
  const symbols = [
    ...Object.entries(LUCIDE_DRAWINGS).map(
      ([name, component]) => `<symbol id="${name}" viewBox="0 0 24 24">${lucideShapes(component)}</symbol>`,
    ),
    ...BRAND_MARKS.map((name) => {
      const path = brandMarks[name];
      if (!path) throw new Error(`no brand mark for ${name}`);
      return `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}" fill="currentColor" stroke="none"/></symbol>`;
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
