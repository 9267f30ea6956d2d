import { color, mix } from "../palette.ts";
import { type Random, seeded } from "../random.ts";
import { escapeText, linear, r, svgDocument } from "../svg.ts";
import { backdrop } from "./backdrop.ts";
import { type GlyphName, glyph } from "./glyphs.ts";
import { type PassKind, passCard, walletPhone } from "./wallet-pass.ts";

export type Keepsake = "passport" | "rewards" | "collectibles" | "membership" | "resale";

export interface KeepsakeOptions {
  readonly seed: number;
  readonly subject: Keepsake;
  /** Music shows notes and stages; sports shows balls and pitches. */
  readonly industry: "music" | "sports";
  readonly width?: number;
  readonly height?: number;
}

type Piece = { defs: string; body: string };

const tints = () => [color("brand-bright"), color("accent"), color("sun"), color("flare")];

/** The Fan Passport: an open booklet of check-in stamps, one slot still waiting (a quest). */
function passport(random: Random, cx: number, cy: number, icons: GlyphName[]): Piece {
  const page = color("surface-muted");
  const w = 520;
  const h = 640;
  // Two columns by three rows on each page; the last slot of the right page is still to earn.
  const stamps = Array.from({ length: 11 }, (_, i) => {
    const right = i >= 6;
    const k = right ? i - 6 : i;
    const sx = (right ? cx + 130 : cx - w + 130) + (k % 2) * 250 + random.between(-15, 15);
    const sy = cy - h / 2 + 115 + Math.floor(k / 2) * 168 + random.between(-10, 10);
    const last = i === 10;
    const tint = tints()[i % 4] as string;
    const rot = random.between(-18, 18);
    if (last)
      return `<circle cx="${sx}" cy="${sy}" r="72" fill="none" stroke="${color("ink")}" stroke-opacity="0.3" stroke-width="4" stroke-dasharray="10 10"/>`;
    const round = random.chance(0.6);
    const shape = round
      ? `<circle cx="${sx}" cy="${sy}" r="74" fill="${tint}" fill-opacity="0.1" stroke="${tint}" stroke-width="6"/><circle cx="${sx}" cy="${sy}" r="60" fill="none" stroke="${tint}" stroke-width="2"/>`
      : `<rect x="${sx - 78}" y="${sy - 62}" width="156" height="124" rx="14" fill="${tint}" fill-opacity="0.1" stroke="${tint}" stroke-width="6"/>`;
    const day = `${String(random.int(1, 12)).padStart(2, "0")}·${String(random.int(1, 28)).padStart(2, "0")}`;
    return `<g transform="rotate(${r(rot)} ${sx} ${sy})">${shape}${glyph(icons[i % icons.length] as GlyphName, sx, sy - 12, 50, mix(tint, color("ink"), 0.25), 2.4)}<text x="${sx}" y="${sy + 40}" text-anchor="middle" font-family="Inter" font-weight="700" font-size="22" fill="${mix(tint, color("ink"), 0.25)}">${day}</text></g>`;
  }).join("");
  const progress = Array.from({ length: 7 }, (_, i) => {
    const x = cx + 90 + i * 52;
    const done = i < 6;
    return `<circle cx="${x}" cy="${cy + h / 2 - 60}" r="16" fill="${done ? color("accent") : "none"}" stroke="${color("accent")}" stroke-width="4"/>${done ? glyph("check", x, cy + h / 2 - 60, 20, color("night"), 3.2) : ""}`;
  }).join("");
  const body = [
    `<rect x="${cx - w - 24}" y="${cy - h / 2 + 30}" width="${w * 2 + 48}" height="${h}" rx="30" fill="${color("night")}" opacity="0.5"/>`,
    `<rect x="${cx - w - 16}" y="${cy - h / 2 - 10}" width="${w * 2 + 32}" height="${h + 20}" rx="28" fill="${color("brand-strong")}"/>`,
    `<rect x="${cx - w}" y="${cy - h / 2}" width="${w}" height="${h}" rx="18" fill="${page}"/>`,
    `<rect x="${cx}" y="${cy - h / 2}" width="${w}" height="${h}" rx="18" fill="${mix(page, color("surface"), 0.6)}"/>`,
    `<rect x="${cx - 30}" y="${cy - h / 2}" width="60" height="${h}" fill="url(#ks-spine)"/>`,
    stamps,
    progress,
  ].join("");
  return {
    defs: linear(
      "ks-spine",
      [
        [0, page, 0],
        [0.5, color("line")],
        [1, page, 0],
      ],
      90,
    ),
    body,
  };
}

/** A token: a round badge with an icon, the currency of rewards and collectibles. */
function token(x: number, y: number, size: number, icon: GlyphName, tint: string): string {
  return `<circle cx="${r(x)}" cy="${r(y + size * 0.12)}" r="${r(size)}" fill="${color("night")}" opacity="0.45"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" fill="${mix(color("night-raised"), tint, 0.18)}" stroke="${tint}" stroke-width="${r(size * 0.07)}"/>${glyph(icon, x, y, size * 1.05, tint, 2)}`;
}

/** Perks orbiting the pass that redeems them. */
function rewards(random: Random, cx: number, cy: number, kind: PassKind, icons: GlyphName[]): Piece {
  const device = walletPhone(kind, { x: cx - 170, y: cy - 350, w: 340, h: 697 }, "ks-phone", random.int(1, 99));
  const spots = [
    [-390, -170],
    [-430, 150],
    [400, -110],
    [440, 190],
  ] as const;
  const around = spots
    .map(([dx, dy], i) => {
      const icon = icons[i] as GlyphName;
      const x = cx + dx;
      const y = cy + dy;
      return token(x, y, random.between(62, 80), icon, tints()[i % 4] as string);
    })
    .join("");
  const check = `<circle cx="${cx + 190}" cy="${cy - 300}" r="46" fill="${color("accent")}"/>${glyph("check", cx + 190, cy - 300, 58, color("night"), 3)}`;
  return { defs: device.defs, body: `${around}<g transform="rotate(6 ${cx} ${cy})">${device.body}</g>${check}` };
}

/** Collectible cards fanned out: each a moment, numbered out of an edition. */
function collectibles(random: Random, cx: number, cy: number, icons: GlyphName[]): Piece {
  const all = tints();
  let defs = "";
  const cards = [-1, 0, 1]
    .map((slot, i) => {
      const tint = all[(i + 1) % 4] as string;
      defs += linear(
        `ks-card-${i}`,
        [
          [0, mix(color("night-raised"), tint, 0.55)],
          [1, color("night-raised")],
        ],
        160,
      );
      const w = 340;
      const h = 480;
      const x = cx - w / 2;
      const y = cy - h / 2;
      const edition = `#${String(random.int(1, 499)).padStart(3, "0")}/500`;
      const stars = Array.from({ length: 3 }, (_, s) =>
        glyph("star", x + 40 + s * 34, y + h - 44, 26, color("sun"), 2),
      ).join("");
      return `<g transform="rotate(${slot * 14} ${cx} ${cy + 420}) translate(${slot * 40} 0)"><rect x="${x + 10}" y="${y + 22}" width="${w}" height="${h}" rx="26" fill="${color("night")}" opacity="0.5"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="url(#ks-card-${i})" stroke="${tint}" stroke-width="4"/><circle cx="${cx}" cy="${y + 190}" r="110" fill="${tint}" fill-opacity="0.2"/>${glyph(icons[i % icons.length] as GlyphName, cx, y + 190, 120, mix(tint, color("surface"), 0.3), 1.8)}${stars}<text x="${x + w - 32}" y="${y + h - 36}" text-anchor="end" font-family="Inter" font-weight="700" font-size="26" fill="${color("on-night")}">${escapeText(edition)}</text></g>`;
    })
    .join("");
  return { defs, body: cards };
}

/** A membership that renews: the pass stacked on its earlier seasons, under a renewal ring. */
function membership(random: Random, cx: number, cy: number, kind: PassKind): Piece {
  const layers = [2, 1]
    .map(
      (k) =>
        `<rect x="${cx - 190 + k * 34}" y="${cy - 300 - k * 40}" width="380" height="620" rx="28" fill="${mix(color("night-raised"), color("brand"), 0.15 * k)}" stroke="${color("night-line")}" stroke-width="3" transform="rotate(${k * 7} ${cx} ${cy})"/>`,
    )
    .join("");
  const card = passCard(kind, { x: cx - 190, y: cy - 310, w: 380, h: 620 }, "ks-member", random.int(1, 99));
  const ring = `<circle cx="${cx + 260}" cy="${cy - 250}" r="92" fill="${color("night-raised")}" stroke="${color("accent")}" stroke-width="6"/>${glyph("renew", cx + 260, cy - 250, 104, color("accent"), 2)}`;
  const crown = token(cx - 280, cy + 230, 76, "crown", color("sun"));
  return { defs: card.defs, body: `${layers}<g transform="rotate(-4 ${cx} ${cy})">${card.body}</g>${ring}${crown}` };
}

/** Verified resale: the pass moving from one fan's phone to another's through a verification check. */
function resale(random: Random, cx: number, cy: number, kind: PassKind): Piece {
  const left = walletPhone(kind, { x: cx - 520, y: cy - 330, w: 320, h: 656 }, "ks-seller", random.int(1, 99));
  const right = walletPhone(kind, { x: cx + 200, y: cy - 330, w: 320, h: 656 }, "ks-buyer", random.int(1, 99));
  const accent = color("accent");
  const arc = `<path d="M${cx - 170} ${cy - 160}Q${cx} ${cy - 360} ${cx + 170} ${cy - 160}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 22"/><path d="M${cx + 140} ${cy - 190}l34 30-44 12" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  const shield = `<circle cx="${cx}" cy="${cy}" r="110" fill="${color("night-raised")}" stroke="${accent}" stroke-width="6"/>${glyph("shield", cx, cy, 130, accent, 1.8)}${glyph("check", cx, cy - 4, 60, accent, 3)}`;
  return {
    defs: left.defs + right.defs,
    body: `<g transform="rotate(-6 ${cx - 360} ${cy})">${left.body}</g><g transform="rotate(6 ${cx + 360} ${cy})">${right.body}</g>${arc}${shield}`,
  };
}

/**
 * The banner pictures: the thing each banner talks about, as an object on the night backdrop
 * (docs/product.md: Fan Passport, rewards, collectibles, memberships, verified resale).
 */
export function keepsake(options: KeepsakeOptions): string {
  const { seed, subject, industry, width = 1600, height = 1000 } = options;
  const random = seeded(seed);
  const sports = industry === "sports";
  const icons: GlyphName[] = sports
    ? ["ball", "flag", "star", "crown", "shirt"]
    : ["note", "star", "ticket", "crown", "cup"];
  const perks: GlyphName[] = sports
    ? ["cup", "shirt", "seat", "gift", "star"]
    : ["cup", "shirt", "gift", "star", "crown"];
  const kind: PassKind = sports ? "season" : subject === "membership" ? "vip" : "concert";
  const glow = sports ? color("accent") : color("brand-bright");
  const back = backdrop(random, { width, height, glows: [glow, color("flare")], focus: [0.5, 0.5], id: "ks" });
  const cx = width / 2;
  const cy = height / 2;
  const piece =
    subject === "passport"
      ? passport(random, cx, cy + 10, icons)
      : subject === "rewards"
        ? rewards(random, cx, cy + 20, kind, perks)
        : subject === "collectibles"
          ? collectibles(random, cx, cy + 10, icons)
          : subject === "membership"
            ? membership(random, cx, cy + 30, kind)
            : resale(random, cx, cy + 20, kind);
  return svgDocument(width, height, back.defs + piece.defs, back.body + piece.body);
}
