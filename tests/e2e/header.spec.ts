import { expect, locales, test, text } from "./fixtures.ts";

for (const locale of locales) {
  test(`@phone the mobile menu opens, closes by Escape, backdrop and link, in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await navigate("home", locale);
    const toggle = page.getByRole("button", { name: text(locale, "navigation.menu") });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: text(locale, "navigation.loginSignUp") })).toHaveAttribute(
      "target",
      "_blank",
    );

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    const backdrop = page.getByTestId("menu-backdrop");
    const box = await backdrop.boundingBox();
    await backdrop.click({ position: { x: 10, y: (box?.height ?? 100) - 10 } });
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: text(locale, "navigation.sports") }).click();
    await expect(page).toHaveURL(locale === "es" ? /\/es\/deportes$/ : /\/sports$/);
    await expect(menu).toBeHidden();
  });
}

for (const locale of locales) {
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
}
