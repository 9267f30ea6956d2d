import { color, mix } from "../palette.ts";
import { seeded } from "../random.ts";
import { linear, r, radial, svgDocument } from "../svg.ts";
import { crowdRow } from "./crowd.ts";

export interface ConcertOptions {
  readonly seed: number;
  readonly width?: number;
  readonly height?: number;
  /** Colours of the stage lights, in brand palette terms. */
  readonly lights?: readonly string[];
  /** Where the stage sits across the picture, 0 to 1. */
  readonly stageX?: number;
}

/** A show seen from the crowd: a lit stage, beams cutting through haze, hands and phones up. */
export function concert(options: ConcertOptions): string {
  const { seed, width = 1920, height = 1080 } = options;
  const random = seeded(seed);
  const lights = options.lights ?? [color("brand-bright"), color("flare"), color("accent")];
  const stageX = width * (options.stageX ?? random.between(0.38, 0.62));
  const stageY = height * 0.56;
  const night = color("night");
  const white = color("surface");

  const defs = [
    linear(
      "sky",
      [
        [0, night],
        [0.45, mix(night, color("brand-strong"), 0.45)],
        [0.8, mix(color("brand"), color("flare"), 0.35)],
        [1, night],
      ],
      180,
    ),
    radial("stage-glow", [
      [0, mix(lights[0] as string, white, 0.3), 0.95],
      [0.35, lights[0] as string, 0.45],
      [1, lights[0] as string, 0],
    ]),
    // The stage deck: lit along its front edge by the rig, falling into the dark of the crowd.
    linear(
      "deck",
      [
        [0, mix(lights[0] as string, white, 0.2), 0.55],
        [0.12, mix(night, color("brand"), 0.35), 0.7],
        [1, night, 0],
      ],
      180,
    ),
    radial("haze", [
      [0, color("on-night"), 0.16],
      [1, color("on-night"), 0],
    ]),
    radial("bulb", [
      [0, white, 0.9],
      [0.25, white, 0.35],
      [1, white, 0],
    ]),
    ...lights.map((light, index) =>
      linear(
        `beam-${index}`,
        [
          [0, light, 0],
          [0.7, light, 0.35],
          [1, mix(light, white, 0.4), 0.9],
        ],
        180,
      ),
    ),
  ].join("");

  const beams: string[] = [];
  const beamCount = random.int(7, 11);
  for (let i = 0; i < beamCount; i++) {
    const origin = stageX + (i - beamCount / 2) * random.between(40, 70);
    const angle = random.between(-0.85, 0.85);
    const spread = random.between(40, 110);
    const topX = origin + Math.tan(angle) * stageY;
    const light = i % lights.length;
    const strength = random.between(0.25, 0.55);
    // Three widths stacked: a soft-edged beam without a blur filter, which is slow to rasterise.
    for (const [widen, opacity] of [
      [1.6, 0.35],
      [1, 0.6],
      [0.45, 1],
    ] as const) {
      beams.push(
        `<polygon points="${r(origin - 4 * widen)},${r(stageY)} ${r(origin + 4 * widen)},${r(stageY)} ${r(topX + spread * widen)},-40 ${r(topX - spread * widen)},-40" fill="url(#beam-${light})" opacity="${r(strength * opacity * 100) / 100}"/>`,
      );
    }
  }

  const truss: string[] = [];
  const trussY = stageY - height * 0.06;
  for (let x = stageX - width * 0.3; x <= stageX + width * 0.3; x += 46) {
    const light = lights[Math.floor(random.next() * lights.length)] as string;
    truss.push(
      `<circle cx="${r(x)}" cy="${r(trussY)}" r="26" fill="url(#bulb)" opacity="0.6"/><circle cx="${r(x)}" cy="${r(trussY)}" r="5" fill="${mix(light, white, 0.5)}"/>`,
    );
  }

  const crowdBack = mix(night, color("brand-strong"), 0.25);
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<ellipse cx="${r(stageX)}" cy="${r(stageY)}" rx="${r(width * 0.55)}" ry="${r(height * 0.42)}" fill="url(#stage-glow)"/>`,
    `<g>${beams.join("")}</g>`,
    `<ellipse cx="${r(stageX)}" cy="${r(stageY + 40)}" rx="${r(width * 0.7)}" ry="${r(height * 0.25)}" fill="url(#haze)"/>`,
    `<rect x="${r(stageX - width * 0.32)}" y="${r(trussY - 6)}" width="${r(width * 0.64)}" height="12" rx="6" fill="${mix(night, white, 0.12)}"/>`,
    `<g>${truss.join("")}</g>`,
    `<polygon points="${r(stageX - width * 0.22)},${r(stageY)} ${r(stageX + width * 0.22)},${r(stageY)} ${r(stageX + width * 0.3)},${r(stageY + height * 0.12)} ${r(stageX - width * 0.3)},${r(stageY + height * 0.12)}" fill="url(#deck)"/>`,
    crowdRow(random, {
      width,
      baseline: height * 0.83,
      scale: 0.75,
      fill: crowdBack,
      handsUp: 0.35,
      phoneLight: color("on-night"),
      phoneChance: 0.4,
    }),
    crowdRow(random, {
      width,
      baseline: height * 0.93,
      scale: 1.05,
      fill: mix(night, crowdBack, 0.4),
      handsUp: 0.4,
      phoneLight: color("on-night"),
      phoneChance: 0.3,
    }),
    crowdRow(random, { width, baseline: height * 1.06, scale: 1.5, fill: night, handsUp: 0.3 }),
  ].join("");
  return svgDocument(width, height, defs, body);
}
