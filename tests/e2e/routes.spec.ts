import { everyPage, expect, type Locale, locales, test, text, waitForHydration } from "./fixtures.ts";

test.describe("every page in both languages", () => {
  for (const { id, locale, path } of everyPage) {
    test(`${path} answers 200 in ${locale} with its translated title, header and footer`, async ({
      page,
      navigate,
    }) => {
      await navigate(id, locale);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(locale, `meta.${id}.title`))));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(
        page.getByRole("banner").getByRole("link", { name: text(locale, "navigation.logoLabel") }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(text(locale, "footer.privacy"));
    });
  }
});

test.describe("the 404 page", () => {
  const cases: { path: string; locale: Locale }[] = [
    { path: "/no-such-page", locale: "en" },
    { path: "/es/no-existe", locale: "es" },
  ];
  for (const { path, locale } of cases) {
    test(`${path} answers 404 in ${locale}, logs the path and links home`, async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "notFound.title"));
      expect(warnings.some((warning) => warning.includes(path))).toBe(true);
      await page.getByRole("link", { name: text(locale, "notFound.returnHome") }).click();
      await expect(page).toHaveURL(locale === "es" ? /\/es$/ : /:\d+\/$/);
    });
  }
});

test("a route change scrolls to the top of the new page", async ({ page, navigate }) => {
  await navigate("music", "en");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: text("en", "footer.terms") })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("arriving on an English path", () => {
  test("a Spanish browser is sent to the Spanish counterpart", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto("/music");
    await expect(page).toHaveURL(/\/es\/musica$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await context.close();
  });

  test("a stored choice of English wins over a Spanish browser", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    await context.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
    const page = await context.newPage();
    await page.goto("/music");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/music$/);
    await context.close();
  });
});

for (const locale of locales) {
  test(`the language switch lands on every page's counterpart from ${locale}`, async ({ page, consoleErrors: _ }) => {
    const other = locale === "en" ? "es" : "en";
    for (const { id, path } of everyPage.filter((entry) => entry.locale === locale)) {
      // The previous switch stored a choice of language, which would send this arrival elsewhere.
      if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
      await page.goto(path);
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      const activeName = `${locale.toUpperCase()} (${text(locale, `language.${locale}`)})`;
      await expect(footer.getByRole("button", { name: activeName })).toBeDisabled();
      await footer
        .getByRole("link", { name: `${other.toUpperCase()} (${text(locale, `language.switchTo.${other}`)})` })
        .click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(other, `meta.${id}.title`))));
      expect(new URL(page.url()).pathname).toBe(
        everyPage.find((entry) => entry.id === id && entry.locale === other)?.path,
      );
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe(other);
    }
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
