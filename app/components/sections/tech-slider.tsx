import { useEffect, useRef, useState } from "react";
import { sectionIntros } from "~/content/home";
import { techRows } from "~/content/technologies";
import type { Technology } from "~/content/types";
import { SectionHead } from "../section-head";

/** A logo that fails to load is hidden, even when it failed before hydration. */
function TechLogo({ tech, decorative }: { tech: Technology; decorative: boolean }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <li className="tech-logo" aria-hidden={decorative || undefined}>
      <img
        ref={image}
        src={tech.logo}
        alt={decorative ? "" : tech.name}
        width={40}
        height={40}
        loading="lazy"
        onError={() => setFailed(true)}
      />
      <span>{tech.name}</span>
    </li>
  );
}

export function TechSlider() {
  const intro = sectionIntros.technologies;
  return (
    <section className="section tech-section" aria-labelledby="tech-title">
      <div className="container">
        <SectionHead id="tech-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      </div>
      <div className="tech-rows">
        {techRows.map((row, rowIndex) => (
          <div key={rowIndex} className="tech-row" data-direction={rowIndex === 0 ? "left" : "right"}>
            <ul className="tech-track">
              {/* The second copy makes the loop seamless; screen readers hear the list once. */}
              {[...row, ...row].map((tech, index) => (
                <TechLogo key={`${tech.name}-${index}`} tech={tech} decorative={index >= row.length} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
