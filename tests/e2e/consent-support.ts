import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { type Locale, type PageId, pagePath, text, waitForHydration } from "./fixtures.ts";

/** Helpers shared by the consent end-to-end tests (consent.spec.ts, consent-vendors.spec.ts). */

export const categories = ["necessary", "functional", "performance", "analytics", "advertisement", "others"] as const;
export type Category = (typeof categories)[number];

export async function open(page: Page, id: PageId, locale: Locale): Promise<void> {
  const response = await page.goto(pagePath(id, locale));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

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

export interface StoredConsent {
  readonly consent: { value: string; decidedAt: string; revision: string; gpc: boolean } | null;
  readonly preferences: Record<Category, boolean> | null;
}

/** The record as stored: the choice under `cookie-consent`, read together with its details. */
export async function storedConsent(page: Page): Promise<StoredConsent> {
  return page.evaluate(() => {
    const value = localStorage.getItem("cookie-consent");
    const details = localStorage.getItem("cookie-consent-details");
    const preferences = localStorage.getItem("cookie-preferences");
    return {
      consent: value === null ? null : { value, ...(details === null ? {} : JSON.parse(details)) },
      preferences: preferences === null ? null : JSON.parse(preferences),
    };
  });
}

export function preferences(granted: Partial<Record<Category, boolean>>): Record<Category, boolean> {
  return Object.fromEntries(categories.map((c) => [c, c === "necessary" || Boolean(granted[c])])) as Record<
    Category,
    boolean
  >;
}

export const everything = preferences({
  functional: true,
  performance: true,
  analytics: true,
  advertisement: true,
  others: true,
});
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

/** `months` calendar months after `time` (UTC), written independently of the app's code. */
export function monthsLater(time: number, months: number): number {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
