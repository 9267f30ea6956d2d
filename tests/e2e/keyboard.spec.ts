import type { Page } from "@playwright/test";
import { expect, hydrateEveryIsland, type Locale, open, type PageId, pagePath, test, text } from "./fixtures.ts";

// Keyboard use (WCAG 2.2 SC 2.1.1, 2.1.2, 2.4.1, 2.4.7): Tab from the top of a page of each kind
// (the languages taking turns: the controls are the same in either) reaches the skip link first,
// then every interactive element, each visibly focused, and leaves the page at the end.
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

interface KeyboardState {
  __look: (element: Element) => string;
  __describe: (element: Element) => string;
  __unfocused: string[];
}

/**
 * Marks every element a Tab can reach now (rendered, not inert, not disabled, tabIndex ≥ 0; one
 * radio per group), remembers how it and its two nearest ancestors look unfocused, and names them.
 */
async function markTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const state = window as unknown as KeyboardState;
    state.__look = (element) =>
      [element, element.parentElement, element.parentElement?.parentElement]
        .map((node) => {
          if (!node) return "";
          const s = getComputedStyle(node);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
            s.textDecorationLine,
          ].join("|");
        })
        .join("#");
    state.__describe = (element) =>
      `${element.tagName.toLowerCase()} “${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}”`;
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
        return element === (group.find((radio) => radio.checked) ?? group[0]);
      }
      return true;
    });
    state.__unfocused = candidates.map((element, index) => {
      element.dataset.keyboardIndex = String(index);
      return state.__look(element);
    });
    return candidates.map(state.__describe);
  });
}

/** Where focus is now (-1 for an element that was not there at the start), and whether it looks focused; none once it left the page. */
function currentStop(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as KeyboardState;
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return undefined;
    const index = Number(element.dataset.keyboardIndex ?? -1);
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
    const unfocused = state.__unfocused[index];
    const indicated = outlined || (unfocused !== undefined && unfocused !== state.__look(element));
    return { index, description: state.__describe(element), indicated };
  });
}

for (const [id, locale] of pageTypes) {
  test(`Tab walks all of ${pagePath(id, locale)} (${locale}) from the skip link, each control visibly focused, and out again`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, id, locale);
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

    const stops: NonNullable<Awaited<ReturnType<typeof currentStop>>>[] = [];
    let left = false;
    for (let presses = 0; presses < tabbables.length + 60; presses++) {
      await page.keyboard.press("Tab");
      const stop = await currentStop(page);
      left = !stop || (stops.length > 0 && stop.index === stops[0]?.index);
      if (!stop || left) break;
      stops.push(stop);
    }
    expect(left, "focus leaves the page (no keyboard trap)").toBe(true);
    // The skip link comes first, shows itself when focused and moves focus to the content.
    const skip = page.getByRole("link", { name: text(locale, "a11y.skipToContent") });
    await expect(skip).toHaveAttribute("data-keyboard-index", String(stops[0]?.index));
    expect(
      stops.filter((stop) => !stop.indicated).map((stop) => stop.description),
      "focused without a visible indicator",
    ).toEqual([]);
    const reached = new Set(stops.map((stop) => stop.index));
    expect(
      tabbables.filter((_, index) => !reached.has(index)),
      "interactive elements Tab never reached",
    ).toEqual([]);
    await skip.focus();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
}
