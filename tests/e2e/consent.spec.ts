import type { Locator, Page } from "@playwright/test";
import {
  banner,
  bannerButton,
  categories,
  categorySwitch,
  footerButton,
  optOutDialog,
  settingsDialog,
  storedConsent,
} from "./consent-support.ts";
import { axeViolations, expect, inLanguage, locales, open, test, text, waitForHydration } from "./fixtures.ts";

// The consent interface on the default build (no vendors): the banner, the dialogs, keyboard,
// focus and accessibility. What the vendors do is consent-vendors.spec.ts's.

/** What has keyboard focus, where it is, and where the banner starts (after the next frame). */
async function focusInfo(page: Page) {
  return page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const { top, bottom } = element.getBoundingClientRect();
    const bannerElement = document.querySelector("[data-cookie-banner]");
    return {
      tag: element.tagName,
      name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 60),
      inBanner: bannerElement?.contains(element) ?? false,
      inMain: Boolean(element.closest("main")),
      inDialog: Boolean(element.closest("[role=dialog]")),
      top,
      bottom,
      bannerTop: bannerElement ? bannerElement.getBoundingClientRect().top : null,
    };
  });
}

/** Presses Tab until `done` says so; fails after `limit` presses. */
async function tabUntil(page: Page, done: (focused: Locator) => Promise<boolean>, limit = 60) {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (await done(page.locator(":focus"))) return presses;
  }
  throw new Error(`not reached in ${limit} presses of Tab`);
}

const isFocused = (target: Locator) => () => target.evaluate((element) => element === document.activeElement);

/** How a button looks: two that look the same are equally prominent. */
const look = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const props = ["backgroundColor", "color", "fontSize", "fontWeight", "borderColor", "borderRadius", "paddingLeft"];
    return {
      ...Object.fromEntries(props.map((p) => [p, style[p as "color"]])),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });

/** axe at a desktop's and a phone's width (the layout is CSS alone: a resize lays it out as a load would). */
async function axeAtBothWidths(page: Page, what: string) {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${what} at ${viewport.width} px`).toEqual([]);
  }
}

// The words and the layout they take depend on the language: one load per language.
for (const locale of locales) {
  test(`the cookie banner (a labelled, fixed region shown after hydration on a first visit, never the largest paint, never shifting the layout, Reject all as prominent as Accept All), the settings (the privacy overview with Show more / Show less, the locked necessary switch and its cookie table), the opt-out dialog (equal Cancel and Confirm; Cancel changes nothing) and the GPC notice, the dialogs and the notice without a WCAG 2.2 A/AA violation at a desktop's and a phone's width, in ${locale}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const html = await (await request.get(locale === "en" ? "/music" : "/es/musica")).text();
    expect(html).not.toContain("data-cookie-banner");
    await page.addInitScript(() => {
      const paint = { lcp: [] as string[], shifts: [] as string[] };
      Object.assign(window, { __paint: paint });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
          paint.lcp.push(entry.element?.closest("[data-cookie-banner]") ? "banner" : (entry.element?.tagName ?? "?"));
      }).observe({ type: "largest-contentful-paint", buffered: true });
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const { value, hadRecentInput, sources } of list.getEntries() as Shift[])
          if (!hadRecentInput)
            paint.shifts.push(`${value} ${sources?.map((source) => source.node?.nodeName).join(" ")}`);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await open(page, "music", locale);
    const region = banner(page, locale);

    await test.step("the banner: a labelled, fixed region, never the largest paint, never shifting the layout", async () => {
      await expect(region).toBeVisible();
      await expect(region.getByRole("heading", { name: text(locale, "consent:banner.title") })).toBeVisible();
      await expect(region).toContainText(text(locale, "consent:banner.body"));
      expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      // Once the banner has faded in and been painted, every paint and shift it caused is reported.
      await region.evaluate(async (element) => {
        await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const paint = await page.evaluate(
        () => (window as unknown as { __paint: { lcp: string[]; shifts: string[] } }).__paint,
      );
      expect(paint.lcp.length).toBeGreaterThan(0);
      expect(paint.lcp).not.toContain("banner");
      expect(paint.shifts).toEqual([]);
    });

    await test.step("Reject all exactly as prominent as Accept All (their words are not as wide)", async () => {
      const { width: _, ...reject } = await look(bannerButton(page, locale, "rejectAll"));
      const { width: __, ...accept } = await look(bannerButton(page, locale, "acceptAll"));
      expect(reject).toEqual(accept);
    });

    await test.step("the settings: the privacy overview with Show more / Show less, the locked necessary switch and its cookie table", async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await bannerButton(page, locale, "settings").click();
      const dialog = settingsDialog(page, locale);
      await expect(dialog.getByRole("heading", { name: text(locale, "consent:settings.overviewTitle") })).toBeVisible();
      await expect(dialog).toContainText(text(locale, "consent:settings.overview"));
      await expect(dialog).not.toContainText(text(locale, "consent:settings.overviewMore"));
      const more = dialog.getByRole("button", { name: text(locale, "consent:settings.showMore"), exact: true });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.click();
      await expect(dialog).toContainText(text(locale, "consent:settings.overviewMore"));
      const less = dialog.getByRole("button", { name: text(locale, "consent:settings.showLess"), exact: true });
      await expect(less).toHaveAttribute("aria-expanded", "true");
      await less.click();
      await expect(dialog).not.toContainText(text(locale, "consent:settings.overviewMore"));

      const necessary = categorySwitch(dialog, locale, "necessary");
      await expect(necessary).toBeDisabled();
      await expect(necessary).toHaveAttribute("aria-checked", "true");
      await expect(dialog.getByText(text(locale, "consent:settings.alwaysEnabled"), { exact: true })).toBeVisible();

      // A category's details open and close (what each table lists, and that the other switches
      // start off, is consent-vendors.spec.ts's; the banner's four choices, the @phone test's).
      const title = text(locale, "consent:categories.necessary.title");
      const details = dialog.getByRole("button", { name: title, exact: true });
      await expect(details).toHaveAttribute("aria-expanded", "false");
      await details.click();
      await expect(details).toHaveAttribute("aria-expanded", "true");
      await details.click();
      await expect(details).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("axe on the settings, all expanded", async () => {
      const dialog = settingsDialog(page, locale);
      await dialog.getByRole("button", { name: text(locale, "consent:settings.showMore") }).click();
      for (const category of categories) {
        await dialog
          .getByRole("button", { name: text(locale, `consent:categories.${category}.title`), exact: true })
          .click();
      }
      await axeAtBothWidths(page, "settings dialog");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    await test.step("the opt-out dialog: equal Cancel and Confirm, scanned with axe; Cancel changes nothing and returns focus", async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      const opener = footerButton(page, locale, "footer.doNotSell");
      await opener.click();
      const dialog = optOutDialog(page, locale);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text(locale, "consent:optOut.body"))).toBeVisible();
      const cancel = dialog.getByRole("button", { name: text(locale, "consent:optOut.cancel"), exact: true });
      const confirm = dialog.getByRole("button", { name: text(locale, "consent:optOut.confirm"), exact: true });
      expect(await look(cancel)).toEqual(await look(confirm));
      await axeAtBothWidths(page, "opt-out dialog");
      await cancel.click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await storedConsent(page)).toEqual({ consent: null, preferences: null });
      await expect(banner(page, locale)).toBeVisible();
    });

    await test.step("the GPC notice, scanned with axe, and dismissed", async () => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
      );
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await waitForHydration(page);
      await expect(
        banner(page, locale).getByRole("heading", { name: text(locale, "consent:banner.gpcTitle") }),
      ).toBeVisible();
      await axeAtBothWidths(page, "GPC notice");
      await bannerButton(page, locale, "dismiss").click();
      await expect(banner(page, locale)).toBeHidden();
      await expect(page.locator("#main")).toBeFocused();
    });
  });

  // Where the banner ends is where its words wrap: in both languages, at both sizes.
  for (const viewport of ["desktop", "@phone"] as const) {
    test(`${viewport === "@phone" ? "@phone the cookie banner covers at most 25 % of a phone's first screen, every choice within one scroll, and " : "the cookie banner "}never hides the element that has keyboard focus (WCAG 2.4.11), in ${locale}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await open(page, "music", locale);
      const region = banner(page, locale);
      await expect(region).toBeVisible();
      if (viewport === "@phone") {
        const { height } = page.viewportSize() ?? { height: 0 };
        const fold = await region.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          // All that is below the banner's fold is at most one banner's height further down.
          oneScroll: element.scrollHeight - element.clientHeight <= element.clientHeight,
        }));
        expect(fold).toEqual({ height: expect.any(Number), oneScroll: true });
        expect(fold.height).toBeLessThanOrEqual(height * 0.25);
        for (const key of ["acceptAll", "rejectAll", "settings", "doNotSell"] as const) {
          const choice = bannerButton(page, locale, key);
          await choice.scrollIntoViewIfNeeded();
          // Whole, to a device pixel: at the phone's scale of 2.625, scrolling stops on device pixels.
          await expect(choice).toBeInViewport({ ratio: 0.99 });
          expect((await choice.boundingBox())?.height ?? 0, key).toBeGreaterThanOrEqual(44);
        }
      }
      let outside = 0;
      for (let presses = 0; presses < 120; presses++) {
        await page.keyboard.press("Tab");
        const focus = await focusInfo(page);
        if (!focus) break;
        if (focus.inBanner || focus.bannerTop === null || focus.bottom - focus.top < 2) continue;
        outside++;
        // WCAG 2.4.11 (AA): the focused element is never entirely hidden. (A tall field, the
        // contact form's message, can sit partly behind the banner: 2.4.12, AAA, is not claimed.)
        expect(focus.top, `${focus.tag} "${focus.name}" is behind the banner`).toBeLessThan(focus.bannerTop);
      }
      expect(outside).toBeGreaterThan(10);
    });
  }
}

// Each behaviour below in one language; the words are checked in both above. That nothing loads
// without vendors configured is app/consent/vendors.test.ts's; that a page without an island loads no
// script once the visitor has rejected, scripts/check-budgets.ts's; the dialog's focus trap, Radix's.

inLanguage("en", (locale) =>
  test(`by keyboard alone, the banner before the content: Escape grants nothing; the settings open, Space switches, Escape closes without granting and returns focus, Save & Accept stores; the opt-out with Enter; each choice moves focus to the content, in ${locale}`, async ({
    page,
  }) => {
    const chosen = async (value: string) => {
      await expect(banner(page, locale)).toBeHidden();
      expect((await storedConsent(page)).consent?.value).toBe(value);
      await expect(page.locator("#main")).toBeFocused();
    };
    await open(page, "platform", locale);

    await test.step("Escape on the banner grants nothing: it stays, and no choice is stored", async () => {
      await tabUntil(page, async () => {
        expect((await focusInfo(page))?.inMain, "the banner comes before the main content").not.toBe(true);
        return isFocused(bannerButton(page, locale, "acceptAll"))();
      });
      await page.keyboard.press("Escape");
      await expect(banner(page, locale)).toBeVisible();
      expect(await storedConsent(page)).toEqual({ consent: null, preferences: null });
    });

    const opener = bannerButton(page, locale, "settings");
    const dialog = settingsDialog(page, locale);
    const analytics = categorySwitch(dialog, locale, "analytics");

    await test.step("Escape closes the settings without granting anything and returns focus to Cookie Settings", async () => {
      await tabUntil(page, isFocused(opener));
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      expect((await focusInfo(page))?.inDialog).toBe(true);
      await tabUntil(page, isFocused(analytics));
      await page.keyboard.press("Space");
      await expect(analytics).toHaveAttribute("aria-checked", "true");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(banner(page, locale)).toBeVisible();
      expect(await storedConsent(page)).toEqual({ consent: null, preferences: null });
    });

    await test.step("Cookie Settings again: analytics on with Space, Save & Accept", async () => {
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      expect((await focusInfo(page))?.inDialog).toBe(true);
      await tabUntil(page, isFocused(analytics));
      // Closed without saving, the switch may still show the earlier unsaved state.
      if ((await analytics.getAttribute("aria-checked")) !== "true") await page.keyboard.press("Space");
      await expect(analytics).toHaveAttribute("aria-checked", "true");
      await tabUntil(page, isFocused(dialog.getByRole("button", { name: text(locale, "consent:settings.save") })));
      await page.keyboard.press("Enter");
      await chosen("settings");
      expect((await storedConsent(page)).preferences).toMatchObject({
        necessary: true,
        analytics: true,
        functional: false,
      });
    });

    await test.step("on a first visit again, the opt-out with Enter", async () => {
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      await open(page, "platform", locale);
      await tabUntil(page, isFocused(bannerButton(page, locale, "doNotSell")));
      await page.keyboard.press("Enter");
      const optOut = optOutDialog(page, locale);
      await expect(optOut).toBeVisible();
      await tabUntil(page, isFocused(optOut.getByRole("button", { name: text(locale, "consent:optOut.confirm") })), 5);
      await page.keyboard.press("Enter");
      await expect(optOut).toBeHidden();
      await chosen("opt-out");
    });
  }),
);
