import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, axeViolations, launchBrowser, openPage, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAt(path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, { viewport });
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors };
}

/** Opening loads the panel's code and answering waits for the server: give both time on a busy machine. */
const soon = { timeout: 15_000 };

const launcher = (page: Page) => page.locator("[data-chat-launcher]");
const dialog = (page: Page, name = "Immigration Assistant") => page.getByRole("dialog", { name });
const input = (page: Page, placeholder = "Type your message...") => page.getByPlaceholder(placeholder);
const assistantMessages = (page: Page) => page.locator('[data-role="assistant"]');
const focusedPlaceholder = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("placeholder") ?? null);

async function openWithKeyboard(page: Page) {
  await launcher(page).focus();
  await page.keyboard.press("Enter");
}

async function ask(page: Page, question: string, placeholder?: string) {
  await input(page, placeholder).fill(question);
  await page.keyboard.press("Enter");
}

describe("chat widget", () => {
  it("loads the panel only when first opened", async () => {
    const { page } = await pageAt("/");
    const panelLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /chat-panel/.test(entry.name)),
      );
    expect(await panelLoaded()).toBe(false);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible(), soon).toBe(true);
    expect(await panelLoaded()).toBe(true);
    await page.context().close();
  });

  it("opens and closes with the keyboard, moving focus in and back", async () => {
    const { page, errors } = await pageAt("/");
    await openWithKeyboard(page);
    await expect.poll(() => dialog(page).isVisible(), soon).toBe(true);
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => focusedPlaceholder(page)).toBe("Type your message...");
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(350);
    const area = await dialog(page).getByRole("region", { name: "Conversation" }).boundingBox();
    expect(area?.height).toBe(400);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-chat-launcher")))
      .toBe(true);
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog(page).isVisible(), soon).toBe(true);
    await page.getByRole("button", { name: "Close the assistant" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sends a question, shows '...' while sending, ignores blank messages and answers with links", async () => {
    const { page } = await pageAt("/");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.continue();
    });
    await openWithKeyboard(page);
    await ask(page, "   ");
    expect(await page.locator('[data-role="user"]').count()).toBe(0);

    await ask(page, "What is an LMIA?");
    const send = dialog(page).locator('button[type="submit"]');
    await expect.poll(() => send.innerText()).toBe("...");
    expect(await input(page).isDisabled()).toBe(true);
    expect(await page.locator('[data-role="user"]').innerText()).toContain("What is an LMIA?");
    release();
    await expect.poll(() => assistantMessages(page).count(), soon).toBe(1);
    await expect.poll(() => send.innerText()).toBe("Send");
    expect(await input(page).isDisabled()).toBe(false);
    await expect.poll(() => focusedPlaceholder(page)).toBe("Type your message...");
    const link = assistantMessages(page).locator('a[href="/resources/faq#work-permits"]').first();
    expect(await link.count()).toBe(1);
    await expect.poll(() => page.locator('[aria-live="polite"]').filter({ hasText: "LMIA" }).count()).toBe(1);
    await page.context().close();
  });

  it("keeps the conversation across client-side navigation", async () => {
    const { page } = await pageAt("/");
    await openWithKeyboard(page);
    await ask(page, "How do I sponsor my husband?");
    await expect.poll(() => assistantMessages(page).count(), soon).toBe(1);
    await assistantMessages(page).locator('a[href^="/family"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/family");
    await expect.poll(() => page.locator('[data-role="user"]').count()).toBe(1);
    await page.keyboard.press("Escape");
    await page.getByTestId("site-header").getByRole("link", { name: "Contact" }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/contact");
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible(), soon).toBe(true);
    expect(await page.locator('[data-role="user"]').innerText()).toContain("How do I sponsor my husband?");
    expect(await assistantMessages(page).count()).toBe(1);
    await page.context().close();
  });

  it("answers in French on a French page", async () => {
    const { page } = await pageAt("/fr");
    await openWithKeyboard(page);
    const panel = dialog(page, "Assistant en immigration");
    await expect.poll(() => panel.isVisible(), soon).toBe(true);
    await ask(page, "c'est quoi une EIMT", "Tapez votre message…");
    await expect.poll(() => assistantMessages(page).count(), soon).toBe(1);
    expect(await assistantMessages(page).innerText()).toContain("Voici ce qu’en dit notre site");
    expect(await assistantMessages(page).locator('a[href="/fr/resources/faq#work-permits"]').count()).toBe(1);
    await page.context().close();
  });

  it("shows the API's error, or the generic one when the server cannot be reached", async () => {
    const { page } = await pageAt("/");
    let reply: "refused" | "unreachable" | "empty" = "refused";
    await page.route("**/api/chat", (route) => {
      if (reply === "unreachable") return route.abort("failed");
      const body = reply === "refused" ? { error: "Slow down" } : { response: "" };
      return route.fulfill({
        status: reply === "refused" ? 429 : 200,
        contentType: "application/json",
        body: JSON.stringify(body),
      });
    });
    await openWithKeyboard(page);
    await ask(page, "What is an LMIA?");
    const toast = page.locator("[data-sonner-toast]");
    await expect.poll(() => toast.innerText(), soon).toMatch(/Error[\s\S]*Slow down/);
    expect(await input(page).inputValue()).toBe("What is an LMIA?");
    expect(await page.locator('[data-role="user"]').count()).toBe(0);
    reply = "unreachable";
    await expect.poll(() => input(page).isDisabled()).toBe(false);
    await input(page).press("Enter");
    await expect.poll(() => toast.innerText(), soon).toMatch(/Failed to get response\. Please try again\./);
    reply = "empty";
    await expect.poll(() => input(page).isDisabled()).toBe(false);
    await input(page).press("Enter");
    await expect
      .poll(() => assistantMessages(page).innerText(), soon)
      .toContain("No response from assistant");
    await page.context().close();
  });

  it("fills the width of a phone", async () => {
    const { page } = await pageAt("/", PHONE);
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible(), soon).toBe(true);
    expect((await dialog(page).boundingBox())?.width).toBe(PHONE.width);
    await page.context().close();
  });

  it.each([
    ["/", "What is an LMIA?", "Immigration Assistant", "Type your message..."],
    ["/fr", "c'est quoi une EIMT", "Assistant en immigration", "Tapez votre message…"],
  ])("has no axe violations with the panel open on %s", async (path, question, title, placeholder) => {
    const { page } = await pageAt(path);
    await openWithKeyboard(page);
    await expect.poll(() => dialog(page, title).isVisible(), soon).toBe(true);
    await ask(page, question, placeholder);
    await expect.poll(() => assistantMessages(page).count(), soon).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
