import { expect, test } from "./fixtures";

const POST = "/blog/cloud-architecture-for-startups";

function commentForm(page: import("@playwright/test").Page) {
  return page.locator("#comment-form");
}

test.describe("comments", () => {
  test("an empty comment shows both messages and keeps the page", async ({ page }) => {
    await page.goto(POST);
    const form = commentForm(page);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Comment is required", { exact: true })).toBeVisible();
  });

  test("a comment with markup is posted, shown as text, liked and deleted by its author", async ({ page, javaScriptEnabled }) => {
    await page.goto(POST);
    const form = commentForm(page);
    const text = `<script>window.pwned = true</script> Useful checklist ${Date.now()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Meera");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post Comment" }).click();

    const comment = page.locator(".comment", { hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment).toContainText("Meera");
    await expect(page.locator(".comment").first()).toContainText(text);
    await expect(page.getByText("Your comment has been added successfully.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    await expect(form.getByRole("textbox", { name: "Comment" })).toHaveValue("");

    const like = comment.getByRole("button", { name: /Like comment by Meera/ });
    await like.click();
    await expect(comment.getByRole("button", { name: /Liked comment by Meera/ })).toHaveAttribute("aria-pressed", "true");
    if (javaScriptEnabled) await expect(page.getByText("Comment liked!")).toBeVisible();

    await comment.getByRole("link", { name: /Delete/ }).click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: "Are you sure?" });
      await expect(dialog).toContainText("You won't be able to revert this!");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(comment).toBeVisible();
      await comment.getByRole("link", { name: /Delete/ }).click();
      await dialog.getByRole("button", { name: "Yes, delete it!" }).click();
    } else {
      const confirm = comment.getByRole("alertdialog");
      await expect(confirm).toContainText("Are you sure?");
      await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
    }
    await expect(page.getByText("Your comment has been deleted.")).toBeVisible();
    await expect(page.locator(".comment", { hasText: text })).toHaveCount(0);
  });

  test("posting as Anonymous User needs no name", async ({ page, javaScriptEnabled }) => {
    await page.goto(POST);
    const form = commentForm(page);
    const text = `Anonymous thoughts ${Date.now()}`;
    await form.getByLabel("Post as Anonymous User").check();
    if (javaScriptEnabled) {
      const shown = form.getByRole("textbox", { name: "Name" });
      await expect(shown).toHaveValue("Anonymous User");
      await expect(shown).toBeDisabled();
    }
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator(".comment", { hasText: text })).toContainText("Anonymous User");
  });

  test("someone else's comment has no delete button", async ({ page, browser, baseURL }) => {
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto(POST);
    const text = `From another visitor ${Date.now()}`;
    await commentForm(otherPage).getByRole("textbox", { name: "Name" }).fill("Kabir");
    await commentForm(otherPage).getByRole("textbox", { name: "Comment" }).fill(text);
    await commentForm(otherPage).getByRole("button", { name: "Post Comment" }).click();
    await expect(otherPage.locator(".comment", { hasText: text })).toBeVisible();
    await other.close();

    await page.goto(POST);
    const comment = page.locator(".comment", { hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByRole("link", { name: /Delete/ })).toHaveCount(0);
  });
});
