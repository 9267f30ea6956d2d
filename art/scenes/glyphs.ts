import { r } from "../svg.ts";

/**
 * Line icons on a 24-unit grid, drawn as strokes like the site's lucide icons, so pictures and
 * pages speak the same visual language. Language-neutral on purpose: pictures carry no words.
 */
const paths = {
  note: "M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  star: "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z",
  ball: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5l3.8 2.8-1.5 4.4H9.7L8.2 10.3zM12 3v4.5m3.8 2.8 4.6-1.5m-6.1 5.9 2.8 3.9m-7.4-3.9-2.8 3.9m1.2-8.3-4.6-1.5",
  cup: "M6 3h12l-1.5 17a1.5 1.5 0 0 1-1.5 1.4H9a1.5 1.5 0 0 1-1.5-1.4zM6.5 8h11",
  shirt: "M8 3 3 6l2 5 2-1v11h10V10l2 1 2-5-5-3a4 4 0 0 1-8 0z",
  gift: "M4 11h16v10H4zM3 7h18v4H3zm9 0v14M12 7S10.5 3 8 3.5 7 7 12 7zm0 0s1.5-4 4-3.5S17 7 12 7z",
  crown: "M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  shield: "M12 2.5 20 6v6c0 5-3.5 8.5-8 9.5C7.5 20.5 4 17 4 12V6z",
  seat: "M6 3h9a2 2 0 0 1 2 2v7H7a1 1 0 0 1-1-1zM4 12h16v4H4zm2 4v5m12-5v5",
  ticket:
    "M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4zm11-2v14",
  renew: "M20 12a8 8 0 0 1-14.3 4.9M4 12a8 8 0 0 1 14.3-4.9M18.5 3v4.2h-4.2M5.5 21v-4.2h4.2",
  nfc: "M8.5 8.5a5 5 0 0 1 0 7M12 5.5a9.5 9.5 0 0 1 0 13M15.5 2.5a13.5 13.5 0 0 1 0 19",
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  flag: "M5 21V3m0 1h12l-2.5 4L17 12H5",
} as const;

export type GlyphName = keyof typeof paths;

/** A glyph centred on (x, y), `size` units across. */
export function glyph(name: GlyphName, x: number, y: number, size: number, stroke: string, width = 2): string {
  const scale = size / 24;
  return `<path transform="translate(${r(x - size / 2)} ${r(y - size / 2)}) scale(${r(scale * 100) / 100})" d="${paths[name]}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
