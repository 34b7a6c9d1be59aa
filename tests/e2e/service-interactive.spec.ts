import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WIDTHS = [390, 1440] as const;
const CUSTOM = "/services/custom-web-mobile-app-development";
const OTHER = "/services/social-pr";
const CATEGORIES = ["Backend", "Frontend", "Cloud & DevOps", "Database", "Testing", "Mobile Apps", "Others"];
const SCROLL_OFFSET = 80;

const sectionNav = (page: Page) => page.getByRole("navigation", { name: "On this page" });

function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id);
}

async function expectCurrent(page: Page, label: string) {
  const nav = sectionNav(page);
  await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "true");
  await expect(nav.locator('[aria-current="true"]')).toHaveCount(1);
}

/** Records every play() of a media element (and makes it fail when asked), and every oscillator. */
async function listenForSounds(page: Page, { blockFile }: { blockFile: boolean }) {
  await page.addInitScript((block) => {
    const sounds: { plays: { src: string; volume: number }[]; beeps: { hz: number; start: number; stop: number }[] } = {
      plays: [],
      beeps: [],
    };
    Object.assign(window, { sounds });
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      sounds.plays.push({ src: this.src, volume: this.volume });
      return block ? Promise.reject(new DOMException("blocked", "NotAllowedError")) : Promise.resolve();
    };
    const createOscillator = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      const oscillator = createOscillator.call(this);
      const beep = { hz: 0, start: 0, stop: 0 };
      sounds.beeps.push(beep);
      const start = oscillator.start.bind(oscillator);
      const stop = oscillator.stop.bind(oscillator);
      oscillator.start = (when = 0) => {
        beep.hz = oscillator.frequency.value;
        beep.start = when;
        start(when);
      };
      oscillator.stop = (when = 0) => {
        beep.stop = when;
        stop(when);
      };
      return oscillator;
    };
  }, blockFile);
}

/**
 * The stack's card slides in once it is scrolled to (24 px over 0.6 s). A click checked against
 * the card before its slide began could press down on one spot and let go on another, so the
 * tests click once it has begun: the click then waits for the card to stand still.
 */
const revealed = (page: Page) => expect(page.locator(".tech-stack")).toHaveAttribute("data-reveal", "shown");

type Sounds = { plays: { src: string; volume: number }[]; beeps: { hz: number; start: number; stop: number }[] };
const sounds = (page: Page) => page.evaluate(() => (window as unknown as { sounds: Sounds }).sounds);

for (const width of WIDTHS) {
  test.describe(`service page at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    // One visit of each page for what needs no fresh state: each part says what it checks, and
    // a link that leaves the page comes last.
    test("tech stack only on custom development; the FAQ accordion; hero, callout and where their links lead", async ({ page }) => {
      // Three visits and three links that leave under one budget: the four tests it joined had 30 s each.
      test.setTimeout(90_000);
      // Another service page: no tech stack, the closing callout, and 'Back to Services' (leaves).
      await page.goto(OTHER);
      await expect(sectionNav(page).getByRole("link")).toHaveText(["Overview", "FAQs"]);
      await expect(page.locator("#tech-stack")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Next steps" }).getByRole("heading", { level: 2 })).toBeVisible();
      await page.getByRole("link", { name: "Back to Services" }).click();
      await expect(page).toHaveURL("/service");

      // The custom development page has the tech stack.
      await page.goto(CUSTOM);
      await expect(sectionNav(page).getByRole("link")).toHaveText(["Overview", "Tech Stack", "FAQs"]);
      const stack = page.locator("#tech-stack");
      await expect(stack.getByRole("heading", { level: 3 })).toHaveText(CATEGORIES);

      // The FAQ is a numbered accordion that keeps one answer open.
      const faqs = page.locator("#faqs details");
      await expect(faqs).toHaveCount(5);
      for (const index of [0, 1, 2, 3, 4]) {
        await expect(faqs.nth(index).locator(".faq-number")).toHaveText(`0${index + 1}`);
      }
      await expect(faqs.nth(0)).toHaveAttribute("open", "");
      await expect(faqs.nth(0).getByText(/6-12 weeks/)).toBeVisible();
      await faqs.nth(1).locator("summary").click();
      await expect(faqs.nth(1)).toHaveAttribute("open", "");
      await expect(faqs.nth(1).locator("p")).toBeVisible();
      await expect(faqs.nth(0)).not.toHaveAttribute("open", "");
      await faqs.nth(1).locator("summary").click();
      await expect(faqs.nth(1)).not.toHaveAttribute("open", "");

      // The hero: breadcrumb, description, trust badges, then both buttons (each leaves).
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/service");
      await expect(page.getByRole("heading", { level: 1, name: "Custom Web & Mobile App Development" })).toBeVisible();
      const badges = page.getByRole("list", { name: "Why clients trust us" });
      for (const badge of ["ISO-grade security", "Top-rated delivery", "On-time, on-budget"]) {
        await expect(badges.getByText(badge)).toBeVisible();
      }
      await page.getByRole("link", { name: "Get a quote" }).first().click();
      await expect(page).toHaveURL("/quote");
      await page.goto(CUSTOM);
      await page.getByRole("link", { name: "Talk to us" }).click();
      await expect(page).toHaveURL("/contact-us");
    });

    test.describe("with JavaScript", { tag: "@js-on-only" }, () => {
      // Only with JavaScript: needs scripts.

      // One load of the custom development page, listening for sounds from the start: first what
      // needs the page as loaded (nothing marked, the card not yet shown), then the section nav
      // by scrolling and by its links, then the pills.
      test("the tech stack card fades in once; the section nav marks the section being read, stays in view and glides 80 px short of each section; tech pills toggle with the click sound at a quarter volume", async ({ page }) => {
        test.setTimeout(60_000);
        await listenForSounds(page, { blockFile: false });
        await page.goto(CUSTOM);
        const nav = sectionNav(page);
        // Nothing is marked before the visitor reads on.
        await expect(nav.locator('[aria-current="true"]')).toHaveCount(0);

        // The tech stack card fades in once when it scrolls into view.
        const card = page.locator(".tech-stack");
        await expect(card).toHaveAttribute("data-reveal", "waiting");
        await expect(card).toHaveCSS("opacity", "0");
        await card.scrollIntoViewIfNeeded();
        await expect(card).toHaveAttribute("data-reveal", "shown");
        await expect(card).toHaveCSS("opacity", "1");
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await page.waitForTimeout(200);
        await expect(card).toHaveAttribute("data-reveal", "shown");

        // The section nav marks whichever section is being read.
        for (const [id, label] of [
          ["faqs", "FAQs"],
          ["tech-stack", "Tech Stack"],
          ["overview", "Overview"],
        ] as const) {
          await page.evaluate(
            ([sectionId, offset]) => {
              const top = document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY - offset;
              window.scrollTo({ top, behavior: "instant" });
            },
            [id, SCROLL_OFFSET] as const,
          );
          await expectCurrent(page, label);
        }

        // The section nav stays in view, glides 80 px short of each section and marks it.
        for (const [label, id] of [
          ["Tech Stack", "tech-stack"],
          ["FAQs", "faqs"],
          ["Overview", "overview"],
        ] as const) {
          await nav.getByRole("link", { name: label }).click();
          await expectCurrent(page, label);
          await expect.poll(() => sectionTop(page, id)).toBe(SCROLL_OFFSET);
          await expect(page.locator(`#${id}`)).toBeFocused();
          await expect(nav).toBeInViewport();
          expect(page.url()).not.toContain("#");
        }

        // Tech pills toggle with the click sound at a quarter volume.
        const stack = page.locator("#tech-stack");
        await stack.scrollIntoViewIfNeeded();
        await revealed(page);
        const react = stack.getByRole("button", { name: "React", exact: true });
        const docker = stack.getByRole("button", { name: "Docker", exact: true });
        await expect(react).toHaveAttribute("aria-pressed", "false");
        await react.click();
        await expect(react).toHaveAttribute("aria-pressed", "true");
        await docker.click();
        await expect(docker).toHaveAttribute("aria-pressed", "true");
        await react.click();
        await expect(react).toHaveAttribute("aria-pressed", "false");
        await expect(docker).toHaveAttribute("aria-pressed", "true");
        await docker.focus();
        await page.keyboard.press("Space");
        await expect(docker).toHaveAttribute("aria-pressed", "false");

        const { plays, beeps } = await sounds(page);
        expect(plays).toHaveLength(4);
        for (const play of plays) {
          expect(play.src).toMatch(/\/sounds\/click\.wav$/);
          expect(play.volume).toBe(0.25);
        }
        expect(beeps).toHaveLength(0);
        const file = await page.request.get("/sounds/click.wav");
        expect(file.ok()).toBe(true);
        expect((await file.body()).byteLength).toBeLessThan(10_000);
      });

      test("a click sound that cannot play becomes a short 660 Hz beep", async ({ page }) => {
        await listenForSounds(page, { blockFile: true });
        await page.goto(CUSTOM);
        const pill = page.locator("#tech-stack").getByRole("button", { name: "Flutter", exact: true });
        await pill.scrollIntoViewIfNeeded();
        await revealed(page);
        await pill.click();
        await expect(pill).toHaveAttribute("aria-pressed", "true");
        await expect.poll(async () => (await sounds(page)).beeps.length).toBe(1);
        const [beep] = (await sounds(page)).beeps;
        expect(beep.hz).toBe(660);
        expect(beep.stop - beep.start).toBeCloseTo(0.08, 3);
      });
    });
  });
}

test.describe("without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: checks the static page.

  // One load: the static page needs no reload to be seen at another width; the section link and
  // the FAQ come last, as they change the page.
  test("every section of a service page is visible at 390 and 1440 px; section links and the FAQ work as plain HTML", async ({ page }) => {
    await page.goto(CUSTOM);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get a quote" }).first()).toHaveAttribute("href", "/quote");
      await expect(page.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/contact-us");
      const nav = sectionNav(page);
      await expect(nav.getByRole("link")).toHaveText(["Overview", "Tech Stack", "FAQs"]);
      for (const id of ["overview", "tech-stack", "faqs"]) {
        await expect(nav.locator(`a[href="#${id}"]`)).toHaveCount(1);
        await expect(page.locator(`#${id}`)).toBeVisible();
      }
      const card = page.locator(".tech-stack");
      await expect(card).toHaveCSS("opacity", "1");
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(CATEGORIES);
      await expect(card.getByText("React", { exact: true })).toBeVisible();
      await expect(card.getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Trusted by" }).getByRole("link")).toHaveCount(4);
      await expect(page.locator("#faqs details")).toHaveCount(5);
      await expect(page.locator("#faqs details").first().locator("p")).toBeVisible();
      await expect(page.getByRole("region", { name: "Next steps" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Services" })).toBeVisible();
    }

    // Section links and the FAQ work as plain HTML.
    await sectionNav(page).getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(`${CUSTOM}#faqs`);
    await expect(page.locator("#faqs")).toBeInViewport();
    const second = page.locator("#faqs details").nth(1);
    await second.locator("summary").click();
    await expect(second.locator("p")).toBeVisible();
    await expect(page.locator("#faqs details").first()).not.toHaveAttribute("open", "");
  });
});
