import type { Page } from "@playwright/test";
import { expect, hydrateEveryIsland, inLanguage, type Locale, type PageId, pagePath, test, text } from "./fixtures.ts";

/**
 * Keyboard use (WCAG 2.2 SC 2.1.1, 2.1.2, 2.4.1, 2.4.7): Tab from the top of each kind of
 * page, in both languages. The skip link comes first; every interactive element on the page gets
 * focus, each time with a visible indicator (its outline, ring, border or background, or its
 * label's, differs from the unfocused state); and focus leaves the page at the end instead of
 * being trapped.
 */

// One page of each kind: the typing hero, a rotating hero with carousels, the sections-only pages,
// the store cards, the contact form, the estimator, a legal document, the table. The controls and
// their focus styles are the same in either language: each kind is walked once, the languages
// taking turns (the Spanish legal document, which adds the notice linking to the English one).
const pageTypes: [PageId, Locale][] = [
  ["home", "en"],
  ["music", "es"],
  ["smartTicketing", "en"],
  ["platform", "es"],
  ["download", "en"],
  ["contact", "es"],
  ["pricing", "en"],
  ["terms", "es"],
  ["comparison", "en"],
];

interface Stop {
  /** data-keyboard-index of the element, or -1 for one that was not there at the start. */
  index: number;
  description: string;
  indicated: boolean;
  left: boolean;
}

/**
 * Marks every element a Tab can reach now (rendered, not inert, not disabled, tabIndex ≥ 0; one
 * radio per group) and remembers how it and its two nearest ancestors look unfocused.
 */
async function markTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const look = (element: Element | null) => {
      if (!element) return "";
      const style = getComputedStyle(element);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.textDecorationLine,
      ].join("|");
    };
    // Kept on the page for currentStop: the same reading of an element's look, focused.
    (window as unknown as { __look: typeof look }).__look = look;
    const candidates = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable='true']",
      ),
    ].filter((element) => {
      if (element.tabIndex < 0 || element.closest("[inert]") || (element as HTMLButtonElement).disabled) return false;
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      if (element instanceof HTMLInputElement && element.type === "hidden") return false;
      if (element instanceof HTMLInputElement && element.type === "radio" && element.name) {
        const group = [
          ...document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(element.name)}"]`),
        ];
        const checked = group.find((radio) => radio.checked);
        return element === (checked ?? group[0]);
      }
      return true;
    });
    const state = window as unknown as { __unfocused: string[] };
    state.__unfocused = candidates.map((element, index) => {
      element.dataset.keyboardIndex = String(index);
      return [look(element), look(element.parentElement), look(element.parentElement?.parentElement ?? null)].join("#");
    });
    return candidates.map(
      (element) =>
        `${element.tagName.toLowerCase()} “${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}”`,
    );
  });
}

/** Where focus is now, and whether it looks different from that element unfocused. */
async function currentStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const look = (window as unknown as { __look: (element: Element | null) => string }).__look;
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement)
      return { index: -2, description: "the page itself", indicated: false, left: true };
    const index = Number(element.dataset.keyboardIndex ?? -1);
    const description = `${element.tagName.toLowerCase()} “${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}”`;
    const focused = [
      look(element),
      look(element.parentElement),
      look(element.parentElement?.parentElement ?? null),
    ].join("#");
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
    const unfocused = (window as unknown as { __unfocused: string[] }).__unfocused[index];
    return {
      index,
      description,
      indicated: outlined || (unfocused !== undefined && unfocused !== focused),
      left: false,
    };
  });
}

for (const [id, locale] of pageTypes) {
  test(`Tab walks all of ${pagePath(id, locale)} (${locale}) from the skip link, each control visibly focused, and out again`, async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await navigate(id, locale);
    // The walk is of the page as it is once every island on it runs, each carousel with its engine
    // (which loads while the carousel is near the viewport: each is brought there until it runs).
    await hydrateEveryIsland(page);
    const carousels = page.locator("[aria-roledescription][role=region]");
    for (let index = 0; index < (await carousels.count()); index++) {
      await carousels.nth(index).scrollIntoViewIfNeeded();
      await expect(carousels.nth(index)).toHaveAttribute("data-ready", "true");
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    const tabbables = await markTabbables(page);
    // Deletion check: the page has a real set of controls to walk.
    expect(tabbables.length).toBeGreaterThan(10);

    const stops: Stop[] = [];
    for (let presses = 0; presses < tabbables.length + 60; presses++) {
      await page.keyboard.press("Tab");
      const stop = await currentStop(page);
      if (stop.left) break;
      stops.push(stop);
      if (stops.length > 1 && stop.index === stops[0]?.index) break;
    }

    const last = await currentStop(page);
    expect(last.left || stops.at(-1)?.index === stops[0]?.index, "focus leaves the page (no keyboard trap)").toBe(true);
    await expect(page.getByRole("link", { name: text(locale, "a11y.skipToContent") })).toHaveAttribute(
      "data-keyboard-index",
      String(stops[0]?.index),
    );
    expect(
      stops.filter((stop) => !stop.indicated).map((stop) => stop.description),
      "focused without a visible indicator",
    ).toEqual([]);
    const reached = new Set(stops.map((stop) => stop.index));
    expect(
      tabbables.filter((_, index) => !reached.has(index)),
      "interactive elements Tab never reached",
    ).toEqual([]);
  });
}

// The header and the form are the same in either language: one test, in English (layout.spec.ts's
// anchor under the header runs in Spanish).
inLanguage("en", (locale) =>
  test(`a field focused near the top of the screen shows its label below the sticky header, in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await navigate("contact", locale);
    const form = page.locator("#final-cta");
    // Named by its heading, for a screen reader's list of groups.
    await expect(form.getByRole("group", { name: text(locale, "finalCTA.title") })).toBeVisible();
    const field = form.getByLabel(text(locale, "finalCTA.labels.email"), { exact: true });
    const label = form.locator(`label[for="${await field.getAttribute("id")}"]`);
    const header = page.getByRole("banner");
    const headerBottom = async () => (await header.boundingBox())?.height ?? 0;
    // Scrolled so that the field sits just under the header, its label hidden behind it.
    await field.evaluate(
      (element, offset) => {
        window.scrollBy(0, element.getBoundingClientRect().top - offset);
      },
      (await headerBottom()) + 4,
    );
    expect((await label.boundingBox())?.y ?? 0).toBeLessThan(await headerBottom());
    // Tab into it from the field before (focused where it is, without scrolling).
    await form
      .getByLabel(text(locale, "finalCTA.labels.name"), { exact: true })
      .evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await expect.poll(async () => (await label.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom());
  }),
);

inLanguage("en", (locale) =>
  test(`the skip link is the first stop and moves focus to the content, in ${locale}`, async ({ page, navigate }) => {
    await navigate("platform", locale);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text(locale, "a11y.skipToContent") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  }),
);
