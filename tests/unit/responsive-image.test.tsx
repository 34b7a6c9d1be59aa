import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../contract/media";
import { ResponsiveImage } from "~/components/responsive-image";
import { picturePreload } from "~/lib/media/responsive-image";

const hash = "a".repeat(64);
const variant = (format: "avif" | "webp", width: number) => ({ format, width, height: width / 2, size: 100, url: `/media/${hash}-${width}.${format}` });
const item: MediaItem = {
  id: "3f6b2a0e-6d1c-4c8e-9a51-7e2f0b9d4c11",
  sha256: hash,
  mime: "image/jpeg",
  width: 960,
  height: 480,
  size: 1000,
  alt: "A field",
  focalX: 30,
  focalY: 70,
  createdBy: null,
  createdAt: "2026-11-27T09:00:00.000Z",
  url: `/media/${hash}-960.webp`,
  variants: [variant("webp", 960), variant("avif", 640), variant("avif", 320), variant("webp", 320), variant("avif", 960), variant("webp", 640)],
};

describe("<ResponsiveImage>", () => {
  it("draws a library item as <picture>: AVIF before WebP, every width, sizes, its size, lazy, the focal point kept in view", () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={item} alt="A field" sizes="(min-width: 60em) 50vw, 100vw" />);
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-960.avif 960w" sizes="(min-width: 60em) 50vw, 100vw"/>` +
        `<source type="image/webp" srcSet="/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w" sizes="(min-width: 60em) 50vw, 100vw"/>` +
        `<img src="/media/${hash}-960.webp" alt="A field" style="object-position:30% 70%" width="960" height="480" loading="lazy" decoding="async"/></picture>`,
    );
  });

  it("fetches the first screen's picture at once with high priority, and its route preloads the AVIF set", () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={item} alt="A field" sizes="100vw" priority />);
    expect(html).toContain('fetchpriority="high" loading="eager"');
    expect(html).not.toContain('loading="lazy"');
    expect(picturePreload(item, "100vw")).toEqual([
      expect.objectContaining({ tagName: "link", rel: "preload", as: "image", type: "image/avif", imageSizes: "100vw", imageSrcSet: expect.stringContaining("960.avif 960w") }),
    ]);
  });

  it("draws a static file as a plain lazy <img> with its size", () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={{ src: "/images/avatars/a.svg", width: 160, height: 160 }} alt="Portrait" sizes="160px" />);
    expect(html).toBe('<img src="/images/avatars/a.svg" alt="Portrait" width="160" height="160" loading="lazy" decoding="async"/>');
  });
});
