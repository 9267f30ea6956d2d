import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  holdRequests,
  inLanguage,
  type Locale,
  locales,
  open,
  pagePath,
  test,
  text,
  waitForHydration,
} from "./fixtures.ts";

/** The phone menu's button and the menu it opens. */
async function phoneMenu(page: Page, locale: Locale) {
  const toggle = page.getByRole("button", { name: text(locale, "navigation.menu") });
  return { toggle, menu: page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`) };
}

/** A button's `expanded` state in Chromium's accessibility tree (a popover's invoker has no aria-expanded). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send("Runtime.evaluate", { expression: "document" });
    const { nodes } = await session.send("Accessibility.queryAXTree", {
      objectId: result.objectId,
      accessibleName: name,
      role: "button",
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await session.detach();
  }
}

// The menu works the same in either language: one journey, in Spanish.
inLanguage("es", (locale) => {
  test(`@phone the mobile menu opens and closes by its button, Escape and a tap beside it before the page's script arrives, stays open through hydration, and its links go, in ${locale}`, async ({
    page,
  }) => {
    // The page's modules are held until the menu is open: until then the page is what a visitor
    // without JavaScript has. The browser exposes the popover button's state: the header runs no script.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto(pagePath("music", locale), { waitUntil: "commit" });
    const { toggle, menu } = await phoneMenu(page, locale);
    const expanded = () => expandedState(page, text(locale, "navigation.menu"));
    await expect(menu).toBeHidden();
    await expect.poll(expanded).toBe(false);
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect.poll(expanded).toBe(true);
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    const backdrop = page.getByTestId("menu-backdrop");
    const box = await backdrop.boundingBox();
    await backdrop.click({ position: { x: 10, y: (box?.height ?? 100) - 10 } });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    const login = menu.getByRole("link", { name: text(locale, "navigation.loginSignUp") });
    await expect(login).toHaveAttribute("target", "_blank");
    await menu.getByRole("link", { name: text(locale, "navigation.sports") }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("sports", locale)}$`));
    await expect(menu).toBeHidden();
  });
});

inLanguage("en", (locale) => {
  test(`the header marks the current page, and a sub-page's section the same way; the login opens in a new tab, in ${locale}`, async ({
    page,
  }) => {
    const nav = page.getByRole("banner").getByRole("navigation");
    const link = (id: string) => nav.getByRole("link", { name: text(locale, `navigation.${id}`) });
    const background = (id: string) => link(id).evaluate((element) => getComputedStyle(element).backgroundColor);
    await open(page, "music", locale);
    await expect(link("music")).toHaveAttribute("aria-current", "page");
    await expect(link("platform")).not.toHaveAttribute("aria-current");
    const current = await background("music");
    await open(page, "smartTicketing", locale);
    await expect(link("music")).toHaveAttribute("aria-current", "true");
    await expect(link("platform")).not.toHaveAttribute("aria-current");
    expect(await background("music")).toBe(current);
    expect(await background("platform")).not.toBe(current);
    const login = page.getByRole("banner").getByRole("link", { name: text(locale, "navigation.loginSignUp") });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", /noopener/);
  });
});

// What the menu shows depends on the language's words: axe in both.
for (const locale of locales) {
  test(`@phone axe finds no violation with the mobile menu open, in ${locale}`, async ({ page }) => {
    await open(page, "music", locale);
    await page.getByRole("button", { name: text(locale, "navigation.menu") }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
