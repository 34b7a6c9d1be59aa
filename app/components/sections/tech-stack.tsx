import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { techCategories } from "~/content/technologies";
import { playClickSound, prepareClickSound } from "~/lib/click-sound";
import { useRevealOnce } from "~/lib/use-reveal-once";
import { Icon } from "../icon";

const REVEAL_THRESHOLD = 0.1;

/**
 * The technology stack card: categories of pills a visitor can pick out to build a wish list
 * for a call. Without JS the pills are plain labels.
 */
export function TechStack() {
  const card = useRef<HTMLDivElement>(null);
  const reveal = useRevealOnce(card, REVEAL_THRESHOLD);
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (reveal === "shown") prepareClickSound();
  }, [reveal]);

  const toggle = (key: string) => {
    playClickSound();
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };

  return (
    <div ref={card} className="card tech-stack" data-reveal={reveal}>
      <ul className="tech-categories">
        {techCategories.map((category) => (
          <li key={category.name} className="tech-category">
            <h3>
              <span className="card-icon card-icon--sm">
                <Icon name={category.icon} />
              </span>
              {category.name}
            </h3>
            <ul className="tech-pills">
              {category.technologies.map((tech) => {
                const key = `${category.name}/${tech}`;
                return (
                  <li key={tech}>
                    {hydrated ? (
                      <button type="button" className="pill pill--toggle" aria-pressed={selected.has(key)} onClick={() => toggle(key)}>
                        {tech}
                      </button>
                    ) : (
                      <span className="pill">{tech}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
