import { expect, test } from "./fixtures";
import { postEnquiry } from "./post-enquiry";

test.use({ consoleAs: "owner" });

/**
 * A console button pressed while the page is still hydrating (a slow phone, a busy tab): React
 * must neither throw (it did: error #345, "Root did not complete") nor swallow the press; the
 * post goes through as a plain form post or through Remix, whichever comes first.
 */
test("a console submit pressed before the page has hydrated posts without a page error @js-on-only", async ({ page, request }) => {
  const id = await postEnquiry(request, { full_name: "Early Click", email: "early.click@example.com" });

  // The page's scripts wait until the status is chosen, as a visitor would before pressing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**", async (route) => {
    await held;
    await route.continue();
  });
  // Presses the button from inside the page at the first moment React has started on the page
  // (its root is attached to the document) but has not reached the button yet.
  await page.addInitScript(() => {
    const hasKey = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
    // Once: the page the post comes back to is left alone.
    if (sessionStorage.getItem("pressed")) return;
    const tick = () => {
      const button = document.querySelector<HTMLButtonElement>("#lead-work button[type=submit]");
      if (button && hasKey(document, "__reactContainer$")) {
        sessionStorage.setItem("pressed", String(!hasKey(button, "__reactFiber$")));
        // A press as a finger makes it: React hydrates in a hurry on the pointer's events.
        const at = { bubbles: true, cancelable: true, composed: true, view: window };
        for (const type of ["pointerover", "pointerenter", "mouseover", "pointerdown", "mousedown"]) button.dispatchEvent(new PointerEvent(type, at));
        button.focus();
        for (const type of ["pointerup", "mouseup"]) button.dispatchEvent(new PointerEvent(type, at));
        button.click();
        return;
      }
      setTimeout(tick, 0);
    };
    tick();
  });
  const cdp = await page.context().newCDPSession(page);
  // A slow phone: hydration takes long enough for a press to land in the middle of it.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.goto(`/console/leads/enquiry/${id}`, { waitUntil: "commit" });
  await page.locator("#lead-work select").selectOption("contacted");
  release();
  await expect(page.getByRole("status").filter({ hasText: "Status updated." })).toBeVisible({ timeout: 30_000 });
  // The press came while React was on the page but had not reached the button.
  expect(await page.evaluate(() => sessionStorage.getItem("pressed"))).toBe("true");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.locator(".lead-history")).toContainText("Contacted");
});
