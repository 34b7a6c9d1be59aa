import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { TechCategory } from "~/content/types";
import { playClickSound, prepareClickSound } from "~/lib/click-sound";
import { useRevealOnce } from "~/lib/use-reveal-once";
import { useRovingFocus } from "~/lib/use-roving-focus";
import { Icon } from "../icon";

const REVEAL_THRESHOLD = 0.1;

/** Where each category's pills start in the one row of pills the arrow keys walk through. */
const firstPills = (categories: readonly TechCategory[]) =>
  categories.map((_, at) => categories.slice(0, at).reduce((count, category) => count + category.technologies.length, 0));

/**
 * The technology stack card: categories of pills a visitor can pick out to build a wish list
 * for a call. With JS the pills are one toolbar, a single Tab stop walked with the arrow keys;
 * without JS they are plain labels.
 */
export function TechStack({ categories }: { categories: readonly TechCategory[] }) {
  const firstPill = firstPills(categories);
  const card = useRef<HTMLDivElement>(null);
  const reveal = useRevealOnce(card, REVEAL_THRESHOLD);
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const roving = useRovingFocus("button.pill");

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
    <div
      ref={card}
      className="card tech-stack"
      data-reveal={reveal}
      {...(hydrated ? { role: "toolbar", "aria-label": "Technologies to discuss", ...roving.groupProps } : {})}
    >
      <ul className="tech-categories">
        {categories.map((category, categoryAt) => (
          <li key={category.name} className="tech-category">
            <h3>
              <span className="card-icon card-icon--sm">
                <Icon name={category.icon} thin />
              </span>
              {category.name}
            </h3>
            <ul className="tech-pills">
              {category.technologies.map((tech, techAt) => {
                const key = `${category.name}/${tech}`;
                const index = firstPill[categoryAt] + techAt;
                return (
                  <li key={tech}>
                    {hydrated ? (
                      <button
                        type="button"
                        className="pill pill--toggle"
                        aria-pressed={selected.has(key)}
                        tabIndex={index === roving.current ? 0 : -1}
                        onClick={() => toggle(key)}
                      >
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
