import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WIDTHS = [390, 1440] as const;

const SLIDES = [
  { title: "IT Solutions for Your Business", buttons: [["Learn More", "/blog"], ["Get in Touch", "/contact"]] },
  { title: "Digital Transformation Made Simple", buttons: [["Explore Services", "/service"], ["Contact Us", "/contact"]] },
  { title: "Innovative Technology Partners", buttons: [["Start Project", "/#enquiry"], ["View Portfolio", "/about#portfolio"]] },
] as const;

const STATS = [
  ["98%", "Client Satisfaction"],
  ["99.9%", "Uptime Delivered"],
  ["24/7", "Dedicated Support"],
  ["Avg. 1 Hour", "Response Time"],
] as const;

const SERVICE_SLUGS = [
  "custom-web-mobile-app-development",
  "full-suite-branding-brand-building",
  "social-media-google-ads-seo",
  "ecommerce-marketing-amazon-flipkart",
  "scalable-digital-solutions-startups-enterprises",
  "social-pr",
];

const banner = (page: Page) => page.getByRole("region", { name: "Highlights" });

/** Swiper arrives when the visitor reaches for a carousel: a pointer over it does. */
async function readyCarousel(carousel: Locator) {
  await carousel.locator(".carousel-viewport").hover();
  await expect(carousel).toHaveAttribute("data-state", "ready");
  return carousel;
}

async function expectSlide(page: Page, index: number) {
  const region = banner(page);
  await expect(region.getByRole("button", { name: `Go to slide ${index + 1}` })).toHaveAttribute("aria-current", "true");
  await expect(region.getByRole("heading", { name: SLIDES[index].title })).toBeInViewport({ ratio: 0.9 });
  await expect(region.locator('.carousel-dot[aria-current="true"]')).toHaveCount(1);
}

/** Time stands still from the first byte, so autoplay moves only when a test lets time run. */
async function freezeTime(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T10:00:01Z"));
}

/** Slides whose whole width lies inside the carousel's visible area. */
function slidesInView(carousel: Locator) {
  return carousel.evaluate((element) => {
    const viewport = element.querySelector(".carousel-viewport")!.getBoundingClientRect();
    return [...element.querySelectorAll(".carousel-slide")].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

/** The four stat cards, each value with its label. */
async function expectStatCards(page: Page) {
  const stats = page.getByRole("region", { name: "Our record in numbers" });
  await expect(stats.getByRole("listitem")).toHaveCount(4);
  for (const [value, label] of STATS) {
    await expect(stats.getByRole("listitem").filter({ hasText: value }).filter({ hasText: label })).toBeVisible();
  }
}

// Whether each route has the banner (Home and /home only): page-checks.spec.ts.

for (const width of WIDTHS) {
  test.describe(`Home at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test.describe("with JavaScript", { tag: "@js-on-only" }, () => {
      // Only with JavaScript: carousel behaviour needs scripts.

      // One load of Home for what needs no clock: each part says what it checks.
      test("stat cards; banner arrows, dots, keys and wheel; service cards by pointer and keys; the technology rows", async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto("/");
        // The four stat cards.
        await expectStatCards(page);

        // Banner arrows and dots move between the three slides and wrap around.
        const region = await readyCarousel(banner(page));
        await expect(region).toHaveAttribute("aria-roledescription", "carousel");
        for (const [index] of SLIDES.entries()) {
          await expect(region.getByRole("group", { name: `${index + 1} of 3` })).toHaveAttribute("aria-roledescription", "slide");
        }
        await expectSlide(page, 0);

        const next = region.getByRole("button", { name: "Next slide" });
        const previous = region.getByRole("button", { name: "Previous slide" });
        await next.click();
        await expectSlide(page, 1);
        await next.click();
        await expectSlide(page, 2);
        await next.click();
        await expectSlide(page, 0);
        await previous.click();
        await expectSlide(page, 2);
        await region.getByRole("button", { name: "Go to slide 2" }).click();
        await expectSlide(page, 1);
        await region.getByRole("button", { name: "Go to slide 1" }).click();
        await expectSlide(page, 0);

        // A horizontal wheel of 5 px or more changes the slide, a smaller one does not.
        const box = (await region.locator(".carousel-viewport").boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + 120);
        await page.mouse.wheel(4, 0);
        await page.waitForTimeout(300);
        await expectSlide(page, 0);
        await page.mouse.wheel(40, 0);
        await expectSlide(page, 1);

        // The arrows and dots work from the keyboard (from the first slide).
        await region.getByRole("button", { name: "Go to slide 1" }).click();
        await expectSlide(page, 0);
        await region.getByRole("button", { name: "Next slide" }).focus();
        await page.keyboard.press("Enter");
        await expectSlide(page, 1);
        await page.keyboard.press("Shift+Tab");
        await expect(region.getByRole("button", { name: "Go to slide 3" })).toBeFocused();
        await page.keyboard.press("Space");
        await expectSlide(page, 2);

        // Tabbing onto a link of a slide out of view brings that slide into view.
        await region.getByRole("button", { name: "Go to slide 1" }).click();
        await expectSlide(page, 0);
        await region.getByRole("link", { name: "Get in Touch" }).focus();
        await page.keyboard.press("Tab");
        await expect(region.getByRole("link", { name: "Explore Services" })).toBeFocused();
        await expectSlide(page, 1);

        // The technology slider has two rows that loop in 40 s on desktop and 25 s on mobile.
        const tracks = page.getByRole("region", { name: "Modern tools, chosen for the job" }).locator(".tech-track");
        await expect(tracks).toHaveCount(2);
        // The slider's code arrives as it nears the viewport.
        await tracks.first().scrollIntoViewIfNeeded();
        for (const track of await tracks.all()) {
          await expect(track).toHaveCSS("animation-duration", width >= 992 ? "40s" : "25s");
          await expect(track).toHaveCSS("animation-iteration-count", "infinite");
        }

        // Service cards turn over one at a time and close on an outside click.
        const cards = page.locator(".service-cards > li");
        await expect(cards).toHaveCount(6);
        const toggles = page.locator(".service-cards .flip-toggle");
        for (const [index, slug] of SERVICE_SLUGS.entries()) {
          await expect(toggles.nth(index)).toHaveAttribute("aria-expanded", "false");
          await expect(cards.nth(index).locator(`a[href="/services/${slug}"]`)).toBeHidden();
        }

        await cards.nth(0).locator("img").click();
        await expect(toggles.nth(0)).toHaveAttribute("aria-expanded", "true");
        const firstLink = cards.nth(0).getByRole("link", { name: /Read more/ });
        await expect(firstLink).toBeVisible();
        await expect(firstLink).toHaveAttribute("href", `/services/${SERVICE_SLUGS[0]}`);
        for (const index of [1, 2, 3, 4, 5]) await expect(cards.nth(index)).toHaveAttribute("data-dimmed");

        await cards.nth(1).click();
        await expect(toggles.nth(1)).toHaveAttribute("aria-expanded", "true");
        await expect(toggles.nth(0)).toHaveAttribute("aria-expanded", "false");
        await expect(cards.nth(0)).toHaveAttribute("data-dimmed");
        await expect(cards.nth(1)).not.toHaveAttribute("data-dimmed");

        await page.getByRole("heading", { name: "Everything you need to build and grow online" }).click();
        await expect(page.locator('.service-cards [aria-expanded="true"]')).toHaveCount(0);
        await expect(page.locator(".service-cards [data-dimmed]")).toHaveCount(0);

        await cards.nth(2).click();
        await cards.nth(2).click();
        await expect(toggles.nth(2)).toHaveAttribute("aria-expanded", "false");

        // Service cards work from the keyboard and lead to their pages (last: it leaves Home).
        const card = cards.nth(3);
        const toggle = card.getByRole("button", { name: "E-commerce Marketing on Amazon & Flipkart" });
        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Tab");
        const readMore = card.getByRole("link", { name: /Read more/ });
        await expect(readMore).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(toggle).toBeFocused();
        await page.keyboard.press("Space");
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await readMore.click();
        await expect(page).toHaveURL(`/services/${SERVICE_SLUGS[3]}`);
      });

      // One load with the clock held from the first byte: the banner's autoplay, a swipe, the stop
      // button, then the testimonials further down (each part starts from the slide it names).
      test("the banner plays every 8 s, pauses on hover and keyboard focus, counts again 500 ms after a swipe, stops on its button; testimonials play every 4 s, 1, 2 or 3 at a time", async ({ page }) => {
        test.setTimeout(90_000);
        await freezeTime(page);
        await page.goto("/");
        const region = banner(page);
        await page.mouse.move(5, 5);

        // Autoplay: Swiper is fetched 2 s before the first step is due; the step still comes 8 s after the banner shows.
        await page.clock.runFor(6_000);
        await expect(region).toHaveAttribute("data-state", "ready");
        await page.clock.runFor(1_900);
        await expectSlide(page, 0);
        await page.clock.runFor(200);
        await expectSlide(page, 1);

        // Hover holds the slide; the count restarts 500 ms after the pointer leaves.
        await region.locator(".carousel-viewport").hover();
        await page.clock.runFor(20_000);
        await expectSlide(page, 1);
        await page.mouse.move(5, 5);
        await page.clock.runFor(8_400);
        await expectSlide(page, 1);
        await page.clock.runFor(200);
        await expectSlide(page, 2);

        // Keyboard focus holds it too; the count restarts 700 ms after focus leaves.
        await region.getByRole("button", { name: "Previous slide" }).focus();
        await page.keyboard.press("Tab");
        await expect(region.getByRole("button", { name: "Go to slide 1" })).toBeFocused();
        await page.clock.runFor(20_000);
        await expectSlide(page, 2);
        await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        await page.clock.runFor(8_600);
        await expectSlide(page, 2);
        await page.clock.runFor(200);
        await expectSlide(page, 0);

        // A swipe changes the slide, and autoplay counts again 500 ms after it.
        await readyCarousel(region);
        const box = (await region.locator(".carousel-viewport").boundingBox())!;
        const y = box.y + 40;
        await page.mouse.move(box.x + box.width * 0.8, y);
        await page.mouse.down();
        for (const share of [0.7, 0.55, 0.4, 0.25]) await page.mouse.move(box.x + box.width * share, y);
        await page.mouse.up();
        await page.mouse.move(5, 5);
        await expectSlide(page, 1);
        await page.clock.runFor(8_400);
        await expectSlide(page, 1);
        await page.clock.runFor(200);
        await expectSlide(page, 2);

        // The stop button stops autoplay until it is pressed again (from the first slide).
        await region.getByRole("button", { name: "Go to slide 1" }).click();
        await expectSlide(page, 0);
        await region.getByRole("button", { name: "Stop automatic slide show" }).click();
        await page.mouse.move(5, 5);
        await page.clock.runFor(30_000);
        await expectSlide(page, 0);
        await region.getByRole("button", { name: "Start automatic slide show" }).click();
        await page.mouse.move(5, 5);
        await page.clock.runFor(8_600);
        await expectSlide(page, 1);

        // Testimonials play every 4 s, 1, 2 or 3 at a time.
        const carousel = page.getByRole("region", { name: "Client testimonials" });
        await carousel.scrollIntoViewIfNeeded();
        // The section's code arrives as it nears the viewport; the clock runs once it is there.
        await expect(page.locator(".island[data-hydrated]", { has: carousel })).toHaveCount(1);
        await page.mouse.move(5, 5);
        await page.clock.runFor(2_000);
        await expect(carousel).toHaveAttribute("data-state", "ready");
        await expect(carousel.locator(".carousel-slide")).toHaveCount(12);
        for (const index of [1, 2, 3, 4]) await expect(carousel.getByRole("group", { name: `${index} of 4` })).toHaveCount(1);
        await expect(carousel.locator('.carousel-slide[aria-hidden="true"]')).toHaveCount(8);
        expect(await slidesInView(carousel)).toBe(width >= 992 ? 3 : 1);

        const slides = carousel.locator(".carousel-slide");
        await page.clock.runFor(1_900);
        await expect(slides.nth(0)).toHaveClass(/swiper-slide-active/);
        await page.clock.runFor(200);
        await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
      });

      // One load without motion: the banner stands still, and the technology rows hold still so
      // the first logo is on screen and loads at once.
      test("the banner never plays by itself for visitors who prefer less motion; a technology logo that fails to load is hidden", async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.route("**/images/tech/react.svg", (route) =>
          route.fulfill({ status: 200, contentType: "image/svg+xml", body: "not an image" }),
        );
        await freezeTime(page);
        await page.goto("/");
        const region = await readyCarousel(banner(page));
        await page.mouse.move(5, 5);
        await page.clock.runFor(30_000);
        await expectSlide(page, 0);
        await expect(region.getByRole("button", { name: "Stop automatic slide show" })).toBeHidden();
        await region.getByRole("button", { name: "Next slide" }).click();
        await expectSlide(page, 1);

        // The logo that fails to load is hidden, with its name; the others show.
        const section = page.getByRole("region", { name: "Modern tools, chosen for the job" });
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator('img[src="/images/tech/react.svg"]')).toHaveCount(0);
        await expect(section.getByText("React", { exact: true })).toHaveCount(0);
        await expect(section.locator(".tech-logo", { hasText: "Next.js" }).first()).toBeVisible();
      });

      // One load of Home: each banner link is followed, and Back (in the page, no reload) returns
      // for the next; 'Start Project' comes last, as it stays on Home.
      test("each banner button leads to its page; 'Start Project' on / glides to the quote form 100 ms later", async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto("/");
        for (const [index, slide] of SLIDES.entries()) {
          for (const [text, target] of slide.buttons) {
            if (target === "/#enquiry") continue;
            const region = await readyCarousel(banner(page));
            await region.getByRole("button", { name: `Go to slide ${index + 1}` }).click();
            await expectSlide(page, index);
            await region.getByRole("link", { name: new RegExp(`^${text}\\b`) }).click();
            await expect(page, `'${text}' leads to ${target}`).toHaveURL(target);
            await page.goBack();
            await expect(page).toHaveURL("/");
          }
        }
        await startProjectGlides(page);
      });

      test("'Start Project' on /home goes home and glides to the quote form 100 ms later", async ({ page }) => {
        await page.goto("/home");
        await startProjectGlides(page);
      });
    });
  });
}

/** From slide 3 of the banner, 'Start Project' goes to Home and glides to the quote form 100 ms later. */
async function startProjectGlides(page: Page) {
  const region = await readyCarousel(banner(page));
  await region.getByRole("button", { name: "Go to slide 3" }).click();
  await expectSlide(page, 2);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await region.getByRole("link", { name: "Start Project" }).click();
  await expect(page).toHaveURL("/");
  await page.clock.runFor(50);
  await expect(page.locator("#enquiry")).not.toBeInViewport();
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect(page.locator("#enquiry")).toBeInViewport();
  await expect.poll(() => page.evaluate(() => document.getElementById("enquiry")!.getBoundingClientRect().top)).toBeLessThan(100);
}

test.describe("testimonials at the tablet breakpoint", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs scripts. One page, loaded afresh at each width.
  test("1 in view at 767 px, 2 at 768 and 991 px, 3 at 992 px", async ({ page }) => {
    for (const [width, expected] of [[767, 1], [768, 2], [991, 2], [992, 3]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/testimonial");
      const carousel = await readyCarousel(page.getByRole("region", { name: "Client testimonials" }));
      expect(await slidesInView(carousel), `in view at ${width} px`).toBe(expected);
    }
  });
});

test.describe("About", () => {
  for (const width of WIDTHS) {
    test(`shows the partner badge and the platform carousel at ${width} px`, async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await expect(page.getByRole("img", { name: "Certified ads partner badge" })).toBeVisible();
      const carousel = page.getByRole("region", { name: "Platforms we work with" }).last();
      await expect(carousel.getByRole("link")).toHaveCount(6);
      if (!javaScriptEnabled) {
        await expect(carousel).toHaveAttribute("data-state", "static");
        return;
      }
      await readyCarousel(carousel);
      await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      await carousel.getByRole("button", { name: "Next slide" }).click();
      await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expect(carousel.locator('.carousel-dot[aria-current="true"]')).toBeVisible();
      await expect(carousel.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current", "true");
    });
  }
});

test.describe("carousel setup", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs scripts.

  // Keeps every carousel unmeasurable (as if hidden) until the test lets it be seen.
  async function holdCarouselsBack(page: Page) {
    await page.addInitScript(() => {
      const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, "clientWidth")!;
      Object.defineProperty(Element.prototype, "clientWidth", {
        configurable: true,
        get(this: Element) {
          const held = (window as { carouselsHeld?: boolean }).carouselsHeld !== false;
          return held && this.classList.contains("carousel-viewport") ? 0 : clientWidth.get!.call(this);
        },
      });
    });
  }

  /** Reaches for the banner and waits for Swiper's code, so the first attempt has been made. */
  async function wakeBanner(page: Page) {
    const swiperCode = page.waitForResponse((response) => /\/assets\/swiper-[^/]*\.js$/.test(response.url()));
    await banner(page).locator(".carousel-viewport").hover();
    await swiperCode;
    // The first attempt runs as soon as the module is evaluated, on real time.
    await page.waitForTimeout(200);
  }

  test("fetches Swiper only once a carousel is needed, and carries on from where a finger scrolled the row", async ({ page }) => {
    await freezeTime(page);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/swiper-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    const region = banner(page);
    await expect(region).toHaveAttribute("data-state", "static");
    await region
      .locator(".carousel-track")
      .evaluate((track) => track.scrollTo({ left: track.clientWidth, behavior: "instant" }));
    await readyCarousel(region);
    expect(fetched).toHaveLength(1);
    await expectSlide(page, 1);
  });

  test("is retried 10 times 300 ms apart, then the plain scrolling row stays", async ({ page }) => {
    await holdCarouselsBack(page);
    await freezeTime(page);
    await page.goto("/");
    const region = banner(page);
    await wakeBanner(page);
    await expect(region).toHaveAttribute("data-state", "static");
    await page.clock.runFor(9 * 300 - 50);
    await expect(region).toHaveAttribute("data-state", "static");
    await page.clock.runFor(100);
    await expect(region).toHaveAttribute("data-state", "fallback");
    await expect(region.getByRole("button", { name: "Next slide" })).toBeHidden();
    const track = region.locator(".carousel-track");
    await expect(track).toHaveCSS("overflow-x", "auto");
    expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await track.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: "instant" }));
    await expect(region.getByRole("heading", { name: SLIDES[1].title })).toBeInViewport({ ratio: 0.9 });
  });

  test("succeeds on a later attempt once the carousel can be measured", async ({ page }) => {
    await holdCarouselsBack(page);
    await freezeTime(page);
    await page.goto("/");
    const region = banner(page);
    await wakeBanner(page);
    await page.clock.runFor(1_000);
    await expect(region).toHaveAttribute("data-state", "static");
    await page.evaluate(() => ((window as { carouselsHeld?: boolean }).carouselsHeld = false));
    await page.clock.runFor(300);
    await expect(region).toHaveAttribute("data-state", "ready");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
  });
});

test.describe("without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: checks the static fallback.

  // One load of Home: the static page needs no reload to be seen at another width; the link that
  // moves the page comes last.
  test("every Home section is visible at 390 and 1440 px, carousels as scrolling rows; 'Start Project' is a plain link to the quote form", async ({ page }) => {
    await page.goto("/");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const region = banner(page);
      await expect(region).toHaveAttribute("data-state", "static");
      for (const slide of SLIDES) {
        await expect(region.getByRole("heading", { name: slide.title })).toBeVisible();
        for (const [text, target] of slide.buttons) {
          const link = region.getByRole("link", { name: new RegExp(`^${text}\\b`) });
          await expect(link).toHaveAttribute("href", target);
          // The spec's words are what shows; any added context is for screen readers only.
          expect(await link.evaluate((element) => element.firstChild?.textContent)).toBe(text);
        }
      }
      await expect(region.getByRole("button")).toHaveCount(0);

      await expect(page.getByRole("region", { name: "Our record in numbers" }).getByRole("listitem")).toHaveCount(4);
      await expectStatCards(page);

      const cards = page.locator(".service-cards > li");
      await expect(cards).toHaveCount(6);
      for (const [index, slug] of SERVICE_SLUGS.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading")).toBeVisible();
        await expect(card.locator(".service-subtitle")).toBeVisible();
        await expect(card.locator(".flip-back p").last()).toBeVisible();
        await expect(card.getByRole("link", { name: /Read more/ })).toHaveAttribute("href", `/services/${slug}`);
        await expect(card.getByRole("link", { name: /Read more/ })).toBeVisible();
      }
      await expect(page.locator(".service-cards button")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Call Us For Quote" })).toBeVisible();
      await expect(page.locator('.call-banner a[href^="tel:"]')).toBeVisible();

      await expect(page.locator(".tech-track")).toHaveCount(2);
      await expect(page.locator(".tech-logo").first()).toBeVisible();
      for (const benefit of ["Best In Industry", "Award Winning", "Professional Staff", "24/7 Support"]) {
        await expect(page.getByRole("heading", { name: benefit, exact: true }).first()).toBeVisible();
      }
      await expect(page.locator(".clients-list a")).toHaveCount(4);
      await expect(page.locator("#enquiry form")).toBeVisible();

      const testimonials = page.getByRole("region", { name: "Client testimonials" });
      for (const name of ["Ananya Joshi", "Rohit Khandelwal", "Sneha Patidar", "Imran Qureshi"]) {
        await expect(testimonials.getByText(name).first()).toBeVisible();
      }
      for (const carousel of [region, testimonials]) {
        const track = carousel.locator(".carousel-track");
        await expect(track).toHaveCSS("overflow-x", "auto");
        expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      }
      await expect(page.locator(".carousel-controls").first()).toBeHidden();
    }

    // 'Start Project' is a plain link to the quote form.
    await banner(page).getByRole("link", { name: "Start Project" }).click();
    await expect(page).toHaveURL("/#enquiry");
    await expect(page.locator("#enquiry")).toBeInViewport();
  });
});
