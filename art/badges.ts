import type { Locale } from "../site/locales.ts";
import { escapeText, svgDocument } from "./svg.ts";
import { artWords } from "./words.ts";

export const badgeSize = { width: 540, height: 160 } as const;
/** Shown 180 px wide: 1x, 2x and 3x screens. */
export const badgeWidths = [180, 360, 540] as const;

const appleLogo =
  "M64 49c-.1-9 7.4-13.4 7.7-13.6-4.2-6.1-10.7-7-13-7.1-5.5-.6-10.8 3.3-13.6 3.3-2.8 0-7.1-3.2-11.7-3.1-6 .1-11.6 3.5-14.7 8.9-6.3 10.9-1.6 27 4.5 35.9 3 4.3 6.5 9.2 11.2 9 4.5-.2 6.2-2.9 11.6-2.9 5.4 0 6.9 2.9 11.7 2.8 4.8-.1 7.9-4.4 10.9-8.7 3.4-5 4.8-9.9 4.9-10.1-.1 0-9.4-3.6-9.5-14.4zM55 22.6c2.5-3 4.2-7.2 3.7-11.4-3.6.1-8 2.4-10.6 5.4-2.3 2.7-4.3 7-3.8 11.1 4 .3 8.2-2.1 10.7-5.1z";

const playLogo = [
  `<path d="M0 0 L52 50 L0 100 Z" fill="#00c3ff"/>`,
  `<path d="M0 0 L70 34 L52 50 Z" fill="#00e076"/>`,
  `<path d="M0 100 L52 50 L70 66 Z" fill="#ff3a44"/>`,
  `<path d="M70 34 L90 44 Q98 50 90 56 L70 66 L52 50 Z" fill="#ffd400"/>`,
].join("");

/** An app store badge in the stores' own style, lettered in the page's language. */
export function storeBadge(store: "appStore" | "googlePlay", locale: Locale): string {
  // The wording the stores use on their own badges (content/locales/{lng}/art.json).
  const [small = "", large = ""] = artWords(locale).badges[store];
  const logo =
    store === "appStore"
      ? `<g transform="translate(30 28) scale(1.05)" fill="#ffffff"><path d="${appleLogo}"/></g>`
      : `<g transform="translate(36 36) scale(0.88)">${playLogo}</g>`;
  const smallStyle =
    store === "appStore" ? 'font-size="26" font-weight="500"' : 'font-size="22" font-weight="600" letter-spacing="1.5"';
  const body = [
    `<rect x="2" y="2" width="536" height="156" rx="26" fill="#000000" stroke="#a6a6a6" stroke-width="3"/>`,
    logo,
    `<text x="134" y="66" font-family="Inter" ${smallStyle} fill="#ffffff">${escapeText(small)}</text>`,
    `<text x="132" y="120" font-family="Inter" font-size="52" font-weight="600" letter-spacing="-1" fill="#ffffff">${escapeText(large)}</text>`,
  ].join("");
  return svgDocument(badgeSize.width, badgeSize.height, "", body);
}
