import type { Locator, Page } from "@playwright/test";
import { expect, type Locale, locales, open, type PageId, pagePath, test, text } from "./fixtures.ts";

/**
 * The pause buttons of the heroes and carousels, measured as rendered: their icon against the
 * colour they actually show (their own background composited over what is behind it), their
 * size, and on a phone's hero their distance from the calls to action.
 */

// What the buttons sit on is the page's; their words are not measured: each page once, the languages taking turns.
const pagesWithMotion: [PageId, Locale][] = [
  ["home", "en"],
  ["music", "es"],
  ["sports", "en"],
];

function pauseButtons(page: Page, locale: (typeof locales)[number]): Locator {
  const names = ["animation", "slides"].map((kind) => text(locale, `ui.motion.pause.${kind}`));
  return page.getByRole("button", { name: new RegExp(`^(${names.join("|")})$`) });
}

/** The contrast of a button's icon against the colour it shows, read through a canvas. */
function iconContrast(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255] as const;
    };
    // The layers from the button down to the first opaque one, composited from the bottom up.
    const layers: (readonly [number, number, number, number])[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.unshift(layer);
      if (layer[3] >= 1) break;
    }
    const background = layers.reduce(
      (below, [r, g, b, a]) => [r, g, b].map((channel, i) => channel * a + (below[i] ?? 255) * (1 - a)),
      [255, 255, 255],
    );
    const luminance = (rgb: readonly number[]) =>
      [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
        const c = (rgb[i] ?? 0) / 255;
        return sum + weight * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      }, 0);
    const icon = luminance(rgba(getComputedStyle(element.querySelector("svg") ?? element).color));
    const [light, dark] = [icon, luminance(background)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

for (const [id, locale] of pagesWithMotion) {
  test(`every pause button of ${pagePath(id, locale)} stands out from what it sits on (≥ 3:1) and is 44 × 44 px`, async ({
    page,
  }) => {
    await open(page, id, locale);
    const buttons = pauseButtons(page, locale);
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      await button.scrollIntoViewIfNeeded();
      const label = `${await button.getAttribute("title")} #${index}`;
      expect.soft(await iconContrast(button), label).toBeGreaterThanOrEqual(3);
      const box = await button.boundingBox();
      expect.soft(box?.width, label).toBeGreaterThanOrEqual(44);
      expect.soft(box?.height, label).toBeGreaterThanOrEqual(44);
    }
  });
}

// Where the calls to action end is where their words wrap: in both languages.
for (const locale of locales) {
  test(`@phone the hero's pause button keeps 8 px from its calls to action on ${pagePath("sports", locale)}`, async ({
    page,
  }) => {
    await open(page, "sports", locale);
    const hero = page.locator("main section").first();
    const pause = pauseButtons(page, locale).first();
    await expect(pause).toBeVisible();
    const paused = (await pause.boundingBox()) as NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>;
    const actions = hero.getByRole("link").or(hero.getByRole("button").and(page.locator(":not([title])")));
    const count = await actions.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const box = await actions.nth(index).boundingBox();
      if (!box) continue;
      const gapX = Math.max(box.x - (paused.x + paused.width), paused.x - (box.x + box.width));
      const gapY = Math.max(box.y - (paused.y + paused.height), paused.y - (box.y + box.height));
      expect(Math.max(gapX, gapY), `call to action #${index}`).toBeGreaterThanOrEqual(8);
    }
  });
}
