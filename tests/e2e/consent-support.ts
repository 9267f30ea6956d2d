import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { type Locale, text } from "./fixtures.ts";

/** Helpers shared by the consent end-to-end tests (consent.spec.ts, consent-vendors.spec.ts). */

export const categories = ["necessary", "functional", "performance", "analytics", "advertisement", "others"] as const;
export type Category = (typeof categories)[number];

export function banner(page: Page, locale: Locale): Locator {
  return page.getByRole("region", { name: text(locale, "consent:banner.label"), exact: true });
}

type BannerAction = "acceptAll" | "rejectAll" | "settings" | "doNotSell" | "dismiss";

export function bannerButton(page: Page, locale: Locale, action: BannerAction): Locator {
  return banner(page, locale).getByRole("button", { name: text(locale, `consent:banner.${action}`), exact: true });
}

export function settingsDialog(page: Page, locale: Locale): Locator {
  return page.getByRole("dialog", { name: text(locale, "consent:settings.title"), exact: true });
}

export function optOutDialog(page: Page, locale: Locale): Locator {
  return page.getByRole("dialog", { name: text(locale, "consent:optOut.title"), exact: true });
}

export function categorySwitch(dialog: Locator, locale: Locale, category: Category): Locator {
  return dialog.getByRole("switch", { name: text(locale, `consent:categories.${category}.title`), exact: true });
}

export function footerButton(page: Page, locale: Locale, key: "footer.cookieSettings" | "footer.doNotSell"): Locator {
  return page.getByRole("contentinfo").getByRole("button", { name: text(locale, key), exact: true });
}

/** Sets the switches in the open settings dialog and saves. */
export async function saveSettings(page: Page, locale: Locale, chosen: Partial<Record<Category, boolean>>) {
  const dialog = settingsDialog(page, locale);
  await expect(dialog).toBeVisible();
  for (const [category, on] of Object.entries(chosen)) {
    const toggle = categorySwitch(dialog, locale, category as Category);
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", String(on));
  }
  await dialog.getByRole("button", { name: text(locale, "consent:settings.save"), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The record as stored: the choice under `cookie-consent`, read together with its details. */
export function storedConsent(page: Page) {
  return page.evaluate(() => {
    const value = localStorage.getItem("cookie-consent");
    const details = localStorage.getItem("cookie-consent-details");
    const preferences = localStorage.getItem("cookie-preferences");
    return {
      consent: value === null ? null : { value, ...JSON.parse(details ?? "{}") },
      preferences: preferences === null ? null : JSON.parse(preferences),
    } as { consent: { value: string; decidedAt: string } | null; preferences: Record<Category, boolean> | null };
  });
}

export const preferences = (granted: Partial<Record<Category, boolean>>) =>
  Object.fromEntries(categories.map((c) => [c, c === "necessary" || Boolean(granted[c])])) as Record<Category, boolean>;
export const everything = preferences(Object.fromEntries(categories.map((c) => [c, true])));
export const nothing = preferences({});

/** The mirror cookies of the record (docs/product.md): their values, by name. */
export async function mirrorCookies(context: BrowserContext): Promise<Record<string, string>> {
  const names = ["viewed_cookie_policy", ...categories.map((c) => `checkbox-${c}`)];
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((c) => names.includes(c.name)).map((c) => [c.name, c.value]));
}

export async function storageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}
