import { brand } from "../../site/brand.ts";
import { markPaths } from "../mark.ts";
import { color, mix } from "../palette.ts";
import { type Random, seeded } from "../random.ts";
import { escapeText, linear, r, svgDocument } from "../svg.ts";
import { backdrop } from "./backdrop.ts";
import { type GlyphName, glyph } from "./glyphs.ts";

export type PassKind = "concert" | "season" | "vip";

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * What each pass says. Only names, numbers and icons, so one picture serves every language
 * (dates in ISO order, which reads the same in English and Spanish).
 */
const passes: Record<
  PassKind,
  { title: string; line: string; icon: GlyphName; seat: readonly [string, string, string]; tint: [string, string] }
> = {
  concert: {
    title: "LUNA VEGA",
    line: "2025-06-14 · 20:00",
    icon: "note",
    seat: ["114", "F", "12"],
    tint: [color("brand"), color("flare")],
  },
  season: {
    title: "FC MERIDIAN",
    line: "2025 / 26",
    icon: "ball",
    seat: ["208", "K", "4"],
    tint: [color("brand-strong"), color("accent")],
  },
  vip: {
    title: "SOLSTICE",
    line: "VIP · 2025-08-02",
    icon: "crown",
    seat: ["A", "1", "7"],
    tint: [color("flare"), color("sun")],
  },
};

export const passHolder = "Alex Rivera";

/** A two-dimensional code in the QR manner: finder squares in three corners, seeded cells between. */
export function code(random: Random, x: number, y: number, size: number, ink: string): string {
  const cells = 21;
  const cell = size / cells;
  const finder = (cx: number, cy: number) => cx < 8 && cy < 8;
  const inFinder = (i: number, j: number) => finder(i, j) || finder(cells - 1 - i, j) || finder(i, cells - 1 - j);
  let d = "";
  for (let j = 0; j < cells; j++)
    for (let i = 0; i < cells; i++)
      if (!inFinder(i, j) && random.chance(0.5))
        d += `M${r(x + i * cell)} ${r(y + j * cell)}h${r(cell)}v${r(cell)}h${r(-cell)}z`;
  const finders = [
    [0, 0],
    [cells - 7, 0],
    [0, cells - 7],
  ]
    .map(([i, j]) => {
      const fx = x + (i as number) * cell;
      const fy = y + (j as number) * cell;
      return `<rect x="${r(fx + cell / 2)}" y="${r(fy + cell / 2)}" width="${r(cell * 6)}" height="${r(cell * 6)}" fill="none" stroke="${ink}" stroke-width="${r(cell)}"/><rect x="${r(fx + cell * 2)}" y="${r(fy + cell * 2)}" width="${r(cell * 3)}" height="${r(cell * 3)}" fill="${ink}"/>`;
    })
    .join("");
  return `<path d="${d}" fill="${ink}"/>${finders}`;
}

/** The contactless symbol: a phone taps wherever this is printed. */
export function nfcMark(x: number, y: number, size: number, stroke: string): string {
  return glyph("nfc", x, y, size, stroke, 2.2);
}

/** A wallet pass as the phone shows it: event, date, section/row/seat, holder, code and tap mark. */
export function passCard(kind: PassKind, box: Box, id: string, seed = 1): { defs: string; body: string } {
  const pass = passes[kind];
  const random = seeded(seed);
  const { x, y, w, h } = box;
  const white = color("surface");
  const s = w / 320;
  const defs = linear(
    `${id}-pass`,
    [
      [0, pass.tint[0]],
      [1, mix(pass.tint[1], pass.tint[0], 0.25)],
    ],
    150,
  );
  const text = (tx: number, ty: number, size: number, weight: number, value: string, fill = white, extra = "") =>
    `<text x="${r(tx)}" y="${r(ty)}" font-family="Inter" font-weight="${weight}" font-size="${r(size * s)}" fill="${fill}"${extra}>${escapeText(value)}</text>`;
  const fieldGlyphs: GlyphName[] = ["flag", "seat", "ticket"];
  const fields = pass.seat
    .map((value, i) => {
      const fx = x + (24 + i * 92) * s;
      return `${glyph(fieldGlyphs[i] as GlyphName, fx + 10 * s, y + 222 * s, 18 * s, mix(white, pass.tint[0], 0.3), 2)}${text(fx, y + 266 * s, 30, 700, value)}`;
    })
    .join("");
  const panelY = y + h - 150 * s;
  const body = [
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(22 * s)}" fill="url(#${id}-pass)"/>`,
    `<g transform="translate(${r(x + 22 * s)} ${r(y + 20 * s)}) scale(${r(s * 100) / 100})">${markPaths(pass.tint[0])}</g>`,
    text(x + 62 * s, y + 44 * s, 18, 700, brand.name),
    glyph(pass.icon, x + w - 40 * s, y + 36 * s, 26 * s, white, 2),
    text(x + 24 * s, y + 118 * s, 34, 800, pass.title, white, ` letter-spacing="${r(-0.5 * s)}"`),
    text(x + 24 * s, y + 152 * s, 17, 500, pass.line, mix(white, pass.tint[0], 0.2)),
    `<path d="M${r(x + 24 * s)} ${r(y + 190 * s)}H${r(x + w - 24 * s)}" stroke="${white}" stroke-opacity="0.3" stroke-width="${r(1.5 * s)}" stroke-dasharray="${r(6 * s)} ${r(6 * s)}"/>`,
    fields,
    text(x + 24 * s, y + 318 * s, 18, 600, passHolder, mix(white, pass.tint[0], 0.12)),
    `<rect x="${r(x + 16 * s)}" y="${r(panelY)}" width="${r(w - 32 * s)}" height="${r(134 * s)}" rx="${r(16 * s)}" fill="${white}"/>`,
    code(random, x + 30 * s, panelY + 14 * s, 106 * s, color("ink")),
    `<circle cx="${r(x + w - 86 * s)}" cy="${r(panelY + 67 * s)}" r="${r(42 * s)}" fill="${color("brand-soft")}"/>`,
    nfcMark(x + w - 86 * s, panelY + 67 * s, 50 * s, color("brand")),
  ].join("");
  return { defs, body };
}

/** A phone in its frame; `screen` draws into the screen's box. */
export function phone(box: Box, id: string, screen: (inner: Box) => string): { defs: string; body: string } {
  const { x, y, w, h } = box;
  const bezel = w * 0.045;
  const inner = { x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2 };
  const radius = w * 0.15;
  const night = color("night");
  const defs = `<clipPath id="${id}-screen"><rect x="${r(inner.x)}" y="${r(inner.y)}" width="${r(inner.w)}" height="${r(inner.h)}" rx="${r(radius - bezel)}"/></clipPath>`;
  const body = [
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="${mix(night, color("night-line"), 0.6)}" stroke="${mix(color("night-line"), color("on-night-muted"), 0.5)}" stroke-width="${r(w * 0.008)}"/>`,
    `<g clip-path="url(#${id}-screen)"><rect x="${r(inner.x)}" y="${r(inner.y)}" width="${r(inner.w)}" height="${r(inner.h)}" fill="${night}"/>${screen(inner)}</g>`,
    `<rect x="${r(x + w * 0.36)}" y="${r(inner.y + w * 0.03)}" width="${r(w * 0.28)}" height="${r(w * 0.075)}" rx="${r(w * 0.0375)}" fill="${night}"/>`,
  ].join("");
  return { defs, body };
}

/** A phone showing the pass in its wallet, with the other passes stacked above it. */
export function walletPhone(kind: PassKind, box: Box, id: string, seed = 1): { defs: string; body: string } {
  let cardDefs = "";
  const frame = phone(box, id, (inner) => {
    const s = inner.w / 340;
    const stack = (Object.keys(passes) as PassKind[]).filter((other) => other !== kind);
    const peeks = stack
      .map(
        (other, i) =>
          `<rect x="${r(inner.x + 10 * s)}" y="${r(inner.y + (70 + i * 34) * s)}" width="${r(inner.w - 20 * s)}" height="${r(80 * s)}" rx="${r(20 * s)}" fill="${mix(passes[other].tint[0], color("night"), 0.35)}"/>`,
      )
      .join("");
    const card = passCard(
      kind,
      { x: inner.x + 10 * s, y: inner.y + 140 * s, w: inner.w - 20 * s, h: 540 * s },
      id,
      seed,
    );
    cardDefs = card.defs;
    const status = `<text x="${r(inner.x + 34 * s)}" y="${r(inner.y + 38 * s)}" font-family="Inter" font-weight="600" font-size="${r(15 * s)}" fill="${color("on-night")}">9:41</text><rect x="${r(inner.x + inner.w - 60 * s)}" y="${r(inner.y + 26 * s)}" width="${r(26 * s)}" height="${r(13 * s)}" rx="${r(3.5 * s)}" fill="none" stroke="${color("on-night")}" stroke-width="${r(1.4 * s)}"/><rect x="${r(inner.x + inner.w - 58 * s)}" y="${r(inner.y + 28 * s)}" width="${r(18 * s)}" height="${r(9 * s)}" rx="2" fill="${color("on-night")}"/>`;
    return status + peeks + card.body;
  });
  return { defs: frame.defs + cardDefs, body: frame.body };
}

export interface WalletPassOptions {
  readonly kind: PassKind;
  readonly seed: number;
  readonly width?: number;
  readonly height?: number;
}

/** The pass mock-up pictures: a phone with the pass in its wallet, glowing in the pass's colours. */
export function walletPass(options: WalletPassOptions): string {
  const { kind, seed, width = 800, height = 1000 } = options;
  const random = seeded(seed);
  const tint = passes[kind].tint;
  const back = backdrop(random, { width, height, glows: [tint[1], tint[0]], focus: [0.55, 0.45], id: "wp" });
  const w = width * 0.46;
  const h = w * 2.05;
  const x = (width - w) / 2;
  const y = (height - h) / 2;
  const device = walletPhone(kind, { x, y, w, h }, "wp-phone", seed);
  const waves = [1, 2, 3]
    .map(
      (i) =>
        `<path d="M${r(x + w + 20 * i)} ${r(y + h * 0.3 - 34 * i)}a${r(46 * i)} ${r(46 * i)} 0 0 1 0 ${r(68 * i)}" fill="none" stroke="${mix(tint[1], color("surface"), 0.3)}" stroke-width="6" stroke-linecap="round" opacity="${r(0.9 - i * 0.22)}"/>`,
    )
    .join("");
  return svgDocument(
    width,
    height,
    back.defs + device.defs,
    `${back.body}<g transform="rotate(-5 ${r(width / 2)} ${r(height / 2)})">${device.body}${waves}</g>`,
  );
}
