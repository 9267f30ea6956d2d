import { readFileSync } from "node:fs";
import { ogImagePath, ogImageSize } from "../app/seo.ts";
import { brand } from "../site/brand.ts";
import { type Locale, sourceLocales } from "../site/locales.ts";
import { type PageId, pageIds } from "../site/pages.ts";
import type { ArtPiece } from "./catalog.ts";
import { markPaths } from "./mark.ts";
import { color, mix } from "./palette.ts";
import { seeded } from "./random.ts";
import { escapeText, linear, r, radial, svgDocument } from "./svg.ts";
import { artWords } from "./words.ts";

const { width, height } = ogImageSize;

function metaTitle(page: PageId, locale: Locale): string {
  const common = JSON.parse(readFileSync(new URL(`../content/locales/${locale}/common.json`, import.meta.url), "utf8"));
  const title = common?.meta?.[page]?.title;
  if (typeof title !== "string") throw new Error(`art/og: no meta.${page}.title in ${locale}/common.json`);
  return title;
}

/**
 * Breaks a title into lines of at most `max` characters: Inter Bold averages about 0.56 em per
 * character, so at 68 px a 1000 px column holds about 27.
 */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A page's Open Graph card (1200×630): the brand, the page's translated title, a lit backdrop. */
function card(page: PageId, locale: Locale, index: number): string {
  const random = seeded(900 + index);
  const title = metaTitle(page, locale).replace(new RegExp(`^${brand.name}\\s*[—–-]\\s*`), "");
  let size = 72;
  let lines = wrap(title, 24);
  if (lines.length > 3) {
    size = 58;
    lines = wrap(title, 31);
  }
  const night = color("night");
  const glow = [color("brand-bright"), color("accent"), color("flare")][index % 3] as string;
  const defs = [
    linear(
      "og-bg",
      [
        [0, night],
        [1, mix(night, color("brand-strong"), 0.5)],
      ],
      120,
    ),
    radial("og-glow", [
      [0, glow, 0.55],
      [1, glow, 0],
    ]),
  ].join("");
  const rings = Array.from({ length: 7 }, (_, ring) => {
    const radius = 120 + ring * 70;
    return `<circle cx="1080" cy="560" r="${radius}" fill="none" stroke="${color("on-night")}" stroke-opacity="${r(0.16 - ring * 0.018)}" stroke-width="2"/>`;
  }).join("");
  const sparks = Array.from({ length: 26 }, () => {
    const x = random.between(700, 1190);
    const y = random.between(40, 600);
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(random.between(1.5, 3.5))}" fill="${color("on-night")}" opacity="${r(random.between(0.25, 0.8))}"/>`;
  }).join("");
  const top = 300 - ((lines.length - 1) * size * 1.08) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${r(top + i * size * 1.08)}" font-family="Inter" font-weight="700" font-size="${size}" letter-spacing="${r(-size * 0.025)}" fill="${color("on-night")}">${escapeText(line)}</text>`,
    )
    .join("");
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#og-bg)"/>`,
    `<ellipse cx="1060" cy="520" rx="520" ry="420" fill="url(#og-glow)"/>`,
    rings,
    sparks,
    `<g transform="translate(80 70) scale(1.9)">${markPaths(night)}</g>`,
    `<text x="152" y="114" font-family="Inter" font-weight="700" font-size="40" letter-spacing="-0.8" fill="${color("on-night")}">${brand.name}</text>`,
    text,
    `<rect x="80" y="520" width="64" height="6" rx="3" fill="${color("accent")}"/>`,
    `<text x="80" y="570" font-family="Inter" font-weight="500" font-size="26" fill="${color("on-night-muted")}">${escapeText(artWords(locale).ogTagline)}</text>`,
  ].join("");
  return svgDocument(width, height, defs, body);
}

export const ogCards: readonly ArtPiece[] = pageIds.flatMap((page, index) =>
  sourceLocales.map((locale) => ({
    id: `og-${locale}-${page}`,
    formats: ["png"] as const,
    publicPath: ogImagePath(page, locale).slice(1),
    width,
    height,
    widths: [width],
    draw: () => card(page, locale, index),
  })),
);
