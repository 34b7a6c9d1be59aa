import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { sectionIntros } from "~/content/home";
import type { Technology } from "~/content/types";
import { SectionHead } from "../shell/section-head";

/** Reports a logo that fails to load, even when it failed before hydration. */
function TechLogo({ tech, decorative, onFail }: { tech: Technology; decorative: boolean; onFail: (logo: string) => void }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) onFail(tech.logo);
  }, [tech.logo, onFail]);
  return (
    <li className="tech-logo" aria-hidden={decorative || undefined}>
      <img
        ref={image}
        src={tech.logo}
        // The name is printed next to the logo, so the picture itself says nothing more.
        alt=""
        // Sized by the stylesheet (28 px), which the page has before any picture loads.
        loading="lazy"
        onError={() => onFail(tech.logo)}
      />
      <span>{tech.name}</span>
    </li>
  );
}

/**
 * Two rows of technology logos scrolling in opposite directions (25 s a loop on phones, 40 s
 * from 992 px, paused under the pointer or keyboard focus, still for visitors who prefer less
 * motion). A logo that fails to load is removed from both copies of its row, so the loop stays
 * seamless. The second copy is added in the browser (the server sends each list once); the rows
 * move only once it is there (`data-looped`).
 */
export function TechSlider({ rows }: { rows: readonly (readonly Technology[])[] }) {
  const looped = useHydrated();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const onFail = useCallback(
    (logo: string) => setFailed((current) => (current.has(logo) ? current : new Set(current).add(logo))),
    [],
  );
  return (
    <section className="section tech-section" aria-labelledby="tech-title">
      <div className="container">
        <SectionHead id="tech-title" {...sectionIntros.technologies} />
      </div>
      <div className="tech-rows">
        {rows.map((row, rowIndex) => {
          const shown = row.filter((tech) => !failed.has(tech.logo));
          return (
            // Focusable so a keyboard can scroll the row (and pause it, see app.css), named for screen readers.
            <div
              key={rowIndex}
              className="tech-row"
              data-direction={rowIndex === 0 ? "left" : "right"}
              role="group"
              aria-label={`Technologies, row ${rowIndex + 1} of ${rows.length}`}
              tabIndex={0}
              data-looped={looped || undefined}
            >
              <ul className="tech-track">
                {/* The second copy makes the loop seamless; screen readers hear the list once. */}
                {(looped ? [...shown, ...shown] : shown).map((tech, index) => (
                  <TechLogo key={`${tech.name}-${index >= shown.length}`} tech={tech} decorative={index >= shown.length} onFail={onFail} />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
