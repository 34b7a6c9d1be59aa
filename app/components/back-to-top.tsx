import { useEffect, useState } from "react";
import { Icon } from "~/components/icon";

const SHOW_AFTER_PX = 400;

/**
 * A link to the top of the page. With JavaScript it floats in the corner, but only while the
 * visitor scrolls back up a long page: while reading (scrolling down) it covers nothing.
 * Without JavaScript it is a plain link at the end of the footer.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y !== lastY) setVisible(y > SHOW_AFTER_PX && y < lastY);
      lastY = y;
    };
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <a href="#top" className="back-to-top" data-visible={visible} aria-label="Back to top">
      <Icon name="arrow-up" />
    </a>
  );
}
