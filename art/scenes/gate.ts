import { color, mix } from "../palette.ts";
import { seeded } from "../random.ts";
import { linear, r, radial, svgDocument } from "../svg.ts";
import { backdrop } from "./backdrop.ts";
import { crowdRow } from "./crowd.ts";
import { glyph } from "./glyphs.ts";
import { type PassKind, walletPhone } from "./wallet-pass.ts";

export interface GateOptions {
  readonly seed: number;
  readonly width?: number;
  readonly height?: number;
  /** Where the turnstile stands across the picture, 0 to 1. */
  readonly focusX?: number;
  /** The pass on the phone: a concert ticket, a season pass or a VIP pass. */
  readonly pass?: PassKind;
  readonly glow?: string;
}

/**
 * Tap at the gate: a phone held to a turnstile's reader, the reader answering with a green tick,
 * more lanes and a queue of fans behind (docs/product.md).
 */
export function gate(options: GateOptions): string {
  const { seed, width = 1920, height = 1080 } = options;
  const random = seeded(seed);
  const night = color("night");
  const white = color("surface");
  const accent = color("accent");
  const glow = options.glow ?? color("brand-bright");
  const unit = height / 1080;
  const fx = width * (options.focusX ?? 0.68);
  const floorY = height * 0.8;
  const back = backdrop(random, { width, height, glows: [glow, accent], focus: [fx / width, 0.4], id: "gt" });

  const defs = [
    back.defs,
    linear(
      "gt-post",
      [
        [0, mix(color("night-line"), color("on-night-muted"), 0.25)],
        [0.5, color("night-line")],
        [1, mix(night, color("night-line"), 0.5)],
      ],
      90,
    ),
    linear(
      "gt-floor",
      [
        [0, mix(night, color("brand-strong"), 0.3)],
        [1, night],
      ],
      180,
    ),
    radial("gt-ok", [
      [0, accent, 0.85],
      [0.3, accent, 0.3],
      [1, accent, 0],
    ]),
  ].join("");

  // Lanes behind: smaller turnstiles under a canopy of string lights, fading into the dark.
  const lanes = Array.from({ length: 7 }, (_, i) => {
    const x = fx + (i - 3.5) * 210 * unit + 100 * unit;
    if (Math.abs(x - fx) < 150 * unit) return "";
    const h = 240 * unit;
    const y = floorY - 140 * unit;
    return `<rect x="${r(x - 26 * unit)}" y="${r(y - h)}" width="${r(52 * unit)}" height="${r(h)}" rx="${r(10 * unit)}" fill="${mix(night, color("night-line"), 0.6)}"/><circle cx="${r(x)}" cy="${r(y - h + 30 * unit)}" r="${r(9 * unit)}" fill="${random.chance(0.6) ? accent : glow}" opacity="0.8"/>`;
  }).join("");
  const bulbs = Array.from({ length: 34 }, (_, i) => {
    const t = i / 33;
    const x = t * width;
    const y = height * 0.16 + Math.sin(t * Math.PI * 3) * 30 * unit + 40 * unit;
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(5 * unit)}" fill="${mix(color("sun"), white, 0.4)}" opacity="${r(random.between(0.5, 0.95))}"/>`;
  }).join("");
  const wire = `<path d="M0 ${r(height * 0.16 + 40 * unit)}${Array.from({ length: 31 }, (_, i) => {
    const t = (i + 1) / 30;
    return `L${r(t * width)} ${r(height * 0.16 + Math.sin(t * Math.PI * 3) * 30 * unit + 40 * unit)}`;
  }).join("")}" fill="none" stroke="${night}" stroke-width="${r(2 * unit)}"/>`;

  // The turnstile in front: a pedestal, its reader and the tripod arms.
  const postW = 200 * unit;
  const postH = 520 * unit;
  const postX = fx - postW / 2;
  const postY = floorY - postH + 60 * unit;
  const readerY = postY + 70 * unit;
  const hub = [postX + postW + 10 * unit, postY + 250 * unit] as const;
  const arms = [-0.5, 0.7, 1.9]
    .map(
      (a) =>
        `<path d="M${r(hub[0])} ${r(hub[1])}l${r(Math.cos(a) * 190 * unit)} ${r(Math.sin(a) * 110 * unit)}" stroke="${mix(color("on-night-muted"), night, 0.3)}" stroke-width="${r(20 * unit)}" stroke-linecap="round"/>`,
    )
    .join("");
  const turnstile = [
    `<ellipse cx="${r(fx)}" cy="${r(floorY + 60 * unit)}" rx="${r(260 * unit)}" ry="${r(40 * unit)}" fill="${night}" opacity="0.6"/>`,
    arms,
    `<circle cx="${r(hub[0])}" cy="${r(hub[1])}" r="${r(26 * unit)}" fill="${color("night-line")}"/>`,
    `<rect x="${r(postX)}" y="${r(postY)}" width="${r(postW)}" height="${r(postH)}" rx="${r(28 * unit)}" fill="url(#gt-post)"/>`,
    `<rect x="${r(postX + 24 * unit)}" y="${r(readerY)}" width="${r(postW - 48 * unit)}" height="${r(150 * unit)}" rx="${r(20 * unit)}" fill="${night}"/>`,
    `<circle cx="${r(fx)}" cy="${r(readerY + 75 * unit)}" r="${r(52 * unit)}" fill="none" stroke="${accent}" stroke-width="${r(5 * unit)}"/>`,
    glyph("nfc", fx, readerY + 75 * unit, 56 * unit, accent, 2.2),
    `<ellipse cx="${r(fx)}" cy="${r(postY + 20 * unit)}" rx="${r(330 * unit)}" ry="${r(260 * unit)}" fill="url(#gt-ok)"/>`,
    `<rect x="${r(postX + 36 * unit)}" y="${r(postY + 248 * unit)}" width="${r(postW - 72 * unit)}" height="${r(12 * unit)}" rx="${r(6 * unit)}" fill="${accent}"/>`,
  ].join("");

  // The hand and phone, tilted towards the reader.
  const phoneW = 230 * unit;
  const phoneH = phoneW * 2.05;
  const px = fx - phoneW * 1.55;
  const py = readerY - phoneH * 0.18;
  const device = walletPhone(options.pass ?? "concert", { x: px, y: py, w: phoneW, h: phoneH }, "gt-phone", seed);
  // The hand, drawn in the phone's own frame: palm and arm behind it, fingers and thumb over its edges.
  const skin = mix(color("night-line"), color("brand-bright"), 0.3);
  const knuckle = mix(skin, night, 0.18);
  const behind = [
    `<rect x="${r(px + phoneW * 0.12)}" y="${r(py + phoneH * 0.55)}" width="${r(phoneW * 0.76)}" height="${r(height)}" rx="${r(phoneW * 0.3)}" fill="${skin}"/>`,
  ].join("");
  const fingers = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${r(px + phoneW - 22 * unit)}" y="${r(py + phoneH * (0.42 + i * 0.075))}" width="${r(44 * unit)}" height="${r(phoneH * 0.066)}" rx="${r(phoneH * 0.033)}" fill="${i % 2 ? knuckle : skin}"/>`,
    )
    .join("");
  const thumb = `<rect x="${r(px - 26 * unit)}" y="${r(py + phoneH * 0.5)}" width="${r(52 * unit)}" height="${r(phoneH * 0.2)}" rx="${r(26 * unit)}" fill="${skin}" transform="rotate(18 ${r(px)} ${r(py + phoneH * 0.6)})"/>`;
  const waves = [1, 2, 3]
    .map(
      (i) =>
        `<path d="M${r(postX - 10 * unit - i * 26 * unit)} ${r(readerY + 75 * unit - 32 * i * unit)}a${r(44 * i * unit)} ${r(44 * i * unit)} 0 0 0 0 ${r(64 * i * unit)}" fill="none" stroke="${accent}" stroke-width="${r(6 * unit)}" stroke-linecap="round" opacity="${r(1 - i * 0.25)}"/>`,
    )
    .join("");
  const floorLines = Array.from({ length: 13 }, (_, i) => {
    const x = fx + (i - 6) * 260 * unit;
    return `<path d="M${r(fx + (x - fx) * 0.45)} ${r(floorY + 20 * unit)}L${r(fx + (x - fx) * 1.1)} ${r(height)}"/>`;
  }).join("");
  const tick = `<circle cx="${r(fx + 120 * unit)}" cy="${r(postY - 40 * unit)}" r="${r(44 * unit)}" fill="${accent}"/>${glyph("check", fx + 120 * unit, postY - 40 * unit, 56 * unit, night, 3)}`;

  const body = [
    back.body,
    wire,
    bulbs,
    crowdRow(random, {
      width,
      baseline: floorY - 80 * unit,
      scale: 0.7 * unit,
      fill: mix(night, color("brand-strong"), 0.3),
      handsUp: 0.12,
      phoneLight: color("on-night"),
      phoneChance: 0.6,
    }),
    `<rect y="${r(floorY + 20 * unit)}" width="${width}" height="${r(height)}" fill="url(#gt-floor)"/>`,
    `<g stroke="${color("on-night")}" stroke-opacity="0.07" stroke-width="${r(2 * unit)}">${floorLines}</g>`,
    lanes,
    turnstile,
    waves,
    `<g transform="rotate(-14 ${r(px + phoneW / 2)} ${r(py + phoneH / 2)})">${behind}${device.body}${fingers}${thumb}</g>`,
    tick,
  ].join("");
  return svgDocument(width, height, defs + device.defs, body);
}
