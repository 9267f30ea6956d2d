import { color, mix } from "../palette.ts";
import type { Random } from "../random.ts";
import { linear, r, radial } from "../svg.ts";

export interface BackdropOptions {
  readonly width: number;
  readonly height: number;
  /** Glow colours, strongest first. */
  readonly glows: readonly string[];
  /** Where the main glow sits, as fractions of the picture. */
  readonly focus?: readonly [x: number, y: number];
  /** A prefix for gradient ids, unique within the picture. */
  readonly id?: string;
}

/**
 * The night backdrop the product pictures share: a deep gradient with soft glows made of radial
 * gradients (no blur filters: they are slow to rasterise at 1920 px) and a faint dust of sparks.
 */
export function backdrop(random: Random, options: BackdropOptions): { defs: string; body: string } {
  const { width, height, glows, id = "bd" } = options;
  const [fx, fy] = options.focus ?? [0.65, 0.45];
  const night = color("night");
  const defs = [
    linear(
      `${id}-sky`,
      [
        [0, night],
        [0.6, mix(night, color("brand-strong"), 0.28)],
        [1, mix(night, color("brand"), 0.4)],
      ],
      160,
    ),
    ...glows.map((glow, index) =>
      radial(`${id}-glow-${index}`, [
        [0, glow, index === 0 ? 0.55 : 0.35],
        [0.5, glow, index === 0 ? 0.18 : 0.1],
        [1, glow, 0],
      ]),
    ),
  ].join("");
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#${id}-sky)"/>`,
    ...glows.map((_, index) => {
      const x = index === 0 ? fx : random.between(0.35, 1);
      const y = index === 0 ? fy : random.between(0.1, 0.95);
      const size = index === 0 ? 0.62 : random.between(0.3, 0.45);
      return `<ellipse cx="${r(width * x)}" cy="${r(height * y)}" rx="${r(width * size)}" ry="${r(height * size * 1.1)}" fill="url(#${id}-glow-${index})"/>`;
    }),
    `<g fill="${color("on-night")}">${Array.from(
      { length: 40 },
      () =>
        `<circle cx="${r(random.between(0.3, 1) * width)}" cy="${r(random.next() * height)}" r="${r(random.between(0.8, 2.4))}" opacity="${r(random.between(0.15, 0.6))}"/>`,
    ).join("")}</g>`,
  ].join("");
  return { defs, body };
}
