import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  holdRequests,
  inLanguage,
  type Locale,
  locales,
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

/** Opens the menu, then closes it by Escape and by a tap on the dimmed page beside it. */
async function closeByEscapeAndBeside(page: Page, locale: Locale) {
  const { toggle, menu } = await phoneMenu(page, locale);
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  const backdrop = page.getByTestId("menu-backdrop");
  const box = await backdrop.boundingBox();
  await backdrop.click({ position: { x: 10, y: (box?.height ?? 100) - 10 } });
  await expect(menu).toBeHidden();
}

// The menu works the same in either language: each of its tests runs once, the languages taking turns.
inLanguage("es", (locale) => {
  test(`@phone the mobile menu opens, closes by Escape, backdrop and link, in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await navigate("home", locale);
    const { toggle, menu } = await phoneMenu(page, locale);
    await expect(menu).toBeHidden();
    await expect.poll(() => expandedState(page, text(locale, "navigation.menu"))).toBe(false);
    await toggle.click();
    // The browser exposes the popover button's state itself: the header runs no script.
    await expect(menu).toBeVisible();
    await expect.poll(() => expandedState(page, text(locale, "navigation.menu"))).toBe(true);
    await expect(menu.getByRole("link", { name: text(locale, "navigation.loginSignUp") })).toHaveAttribute(
      "target",
      "_blank",
    );
    await toggle.click();
    await expect(menu).toBeHidden();

    await closeByEscapeAndBeside(page, locale);

    await toggle.click();
    await menu.getByRole("link", { name: text(locale, "navigation.sports") }).click();
    await expect(page).toHaveURL(locale === "es" ? /\/es\/deportes$/ : /\/sports$/);
    await expect(menu).toBeHidden();
  });
});

inLanguage("en", (locale) => {
  test(`the header highlights the current page and the login opens in a new tab, in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await navigate("platform", locale);
    const nav = page.getByRole("banner").getByRole("navigation");
    await expect(nav.getByRole("link", { name: text(locale, "navigation.platform") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: text(locale, "navigation.music") })).not.toHaveAttribute("aria-current");
    const login = page.getByRole("banner").getByRole("link", { name: text(locale, "navigation.loginSignUp") });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", /noopener/);
  });
});

inLanguage("es", (locale) => {
  test(`a sub-page marks its section in the header, in ${locale}`, async ({ page, navigate }) => {
    await navigate("smartTicketing", locale);
    const nav = page.getByRole("banner").getByRole("navigation");
    const music = nav.getByRole("link", { name: text(locale, "navigation.music") });
    const platform = nav.getByRole("link", { name: text(locale, "navigation.platform") });
    await expect(music).toHaveAttribute("aria-current", "true");
    await expect(platform).not.toHaveAttribute("aria-current");
    // Marked as the current page is: the same colours.
    const colours = (link: typeof music) => link.evaluate((element) => getComputedStyle(element).backgroundColor);
    await navigate("music", locale);
    const onPage = await colours(music);
    await navigate("smartTicketing", locale);
    expect(await colours(music)).toBe(onPage);
    expect(await colours(platform)).not.toBe(onPage);
  });
});

inLanguage("en", (locale) => {
  test(`@phone before the page's script arrives, the mobile menu opens and closes by its button, Escape and a tap beside it; one left open stays open through hydration, in ${locale}`, async ({
    page,
  }) => {
    // The page's modules are held until the menu is open, then let through: until then the page
    // is what a visitor without JavaScript has.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto(locale === "en" ? "/music" : "/es/musica", { waitUntil: "commit" });
    const { toggle, menu } = await phoneMenu(page, locale);
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await closeByEscapeAndBeside(page, locale);
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    // Its links still go.
    await menu.getByRole("link", { name: text(locale, "navigation.sports") }).click();
    await expect(page).toHaveURL(locale === "es" ? /\/es\/deportes$/ : /\/sports$/);
    await expect(menu).toBeHidden();
  });
});

// What the menu shows depends on the language's words: axe in both.
for (const locale of locales) {
  test(`@phone axe finds no violation with the mobile menu open, in ${locale}`, async ({ page, navigate }) => {
    await navigate("music", locale);
    await page.getByRole("button", { name: text(locale, "navigation.menu") }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
