import { color, mix } from "../palette.ts";
import { seeded } from "../random.ts";
import { escapeText, linear, r, radial, svgDocument } from "../svg.ts";
import { crowdRow } from "./crowd.ts";

export interface StadiumOptions {
  readonly seed: number;
  readonly width?: number;
  readonly height?: number;
  /** Where the centre of the pitch sits across the picture, 0 to 1 (heroes keep it right of centre). */
  readonly centreX?: number;
  /** Tint of the floodlights and the scoreboard, in brand palette terms. */
  readonly light?: string;
  /** How high the camera sits in the stand, in metres: higher shows more pitch. */
  readonly cameraHeight?: number;
  /** Fans in the foreground, waving scarves and phones. */
  readonly foreground?: boolean;
}

type Point = readonly [x: number, y: number];

/**
 * A football stadium at night, seen from high in the side stand: a striped pitch with its
 * markings in true perspective, a two-tier bowl full of fans, floodlight masts throwing beams
 * and a glowing scoreboard. The geometry is in metres (a 105 × 68 m pitch) and projected through
 * a pinhole camera, so the lines meet where they should.
 */
export function stadium(options: StadiumOptions): string {
  const { seed, width = 1920, height = 1080 } = options;
  const random = seeded(seed);
  const light = options.light ?? color("on-night");
  const night = color("night");
  const white = color("surface");
  const camH = options.cameraHeight ?? 30;
  const distance = 40;
  // Framed so the mast heads sit near the top and the far touchline at 60% of the height.
  const focal = height * 0.96;
  const cx = width * (options.centreX ?? 0.6);
  const horizon = height * 0.6 - (focal * camH) / (68 + distance);

  const project = (x: number, z: number, y = 0): Point => {
    const d = Math.max(z + distance, 4);
    return [cx + (focal * x) / d, horizon + (focal * (camH - y)) / d];
  };
  const path = (points: readonly Point[], close = true) =>
    `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join("L")}${close ? "Z" : ""}`;
  const quad = (x0: number, z0: number, x1: number, z1: number) =>
    path([project(x0, z0), project(x1, z0), project(x1, z1), project(x0, z1)]);

  /** A ring around the pitch `offset` metres out (a squircle, like a real bowl), cut at the near side. */
  const ring = (offset: number, y: number, steps = 72): Point[] => {
    const points: Point[] = [];
    for (let i = 0; i <= steps; i++) {
      const angle = -0.75 + ((Math.PI + 1.5) * i) / steps;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const x = -(52.5 + offset) * Math.sign(cos) * Math.abs(cos) ** 0.5;
      const z = Math.max(34 + (34 + offset) * Math.sign(sin) * Math.abs(sin) ** 0.5, -22);
      points.push(project(x, z, y));
    }
    return points;
  };
  const band = (inner: number, innerY: number, outer: number, outerY: number) =>
    path([...ring(outer, outerY), ...ring(inner, innerY).reverse()]);

  const grass = mix(night, color("accent"), 0.34);
  const grassLight = mix(night, color("accent"), 0.42);
  const standBase = mix(night, color("brand-strong"), 0.24);
  const fanColours = [color("brand-bright"), color("flare"), color("on-night-muted"), color("sun"), color("accent")];

  const defs = [
    linear(
      "st-sky",
      [
        [0, night],
        [0.55, mix(night, color("brand-strong"), 0.35)],
        [1, mix(color("brand"), light, 0.25)],
      ],
      180,
    ),
    radial("st-pitch-light", [
      [0, white, 0.22],
      [0.6, white, 0.06],
      [1, white, 0],
    ]),
    radial("st-flood", [
      [0, white, 0.9],
      [0.15, mix(light, white, 0.5), 0.3],
      [1, light, 0],
    ]),
    linear(
      "st-beam",
      [
        [0, mix(light, white, 0.6), 0.38],
        [1, light, 0],
      ],
      180,
    ),
    radial("st-board", [
      [0, light, 0.5],
      [1, light, 0],
    ]),
    linear(
      "st-tier",
      [
        [0, mix(standBase, night, 0.3)],
        [1, standBase],
      ],
      180,
    ),
    // Fans as a dotted pattern: thousands of heads for the price of one tile.
    ...[0, 1].map(
      (tier) =>
        `<pattern id="st-fans-${tier}" width="${tier ? 9 : 11}" height="${tier ? 7 : 9}" patternUnits="userSpaceOnUse">${fanColours
          .slice(0, 3)
          .map(
            (fan, i) =>
              `<circle cx="${r(1.5 + i * (tier ? 3 : 3.7))}" cy="${r(2 + (i % 2) * (tier ? 3 : 4))}" r="${tier ? 1.3 : 1.7}" fill="${mix(fan, night, 0.5)}"/>`,
          )
          .join("")}</pattern>`,
    ),
  ].join("");

  // The pitch: apron, mowing stripes, markings.
  const stripes = Array.from({ length: 14 }, (_, i) => {
    const x0 = -52.5 + (105 / 14) * i;
    return `<path d="${quad(x0, 0, x0 + 105 / 14, 68)}" fill="${i % 2 ? grassLight : grass}"/>`;
  }).join("");
  const circle = (x: number, z: number, radius: number, from = 0, to = Math.PI * 2) =>
    path(
      Array.from({ length: 41 }, (_, i) => {
        const a = from + ((to - from) * i) / 40;
        return project(x + radius * Math.cos(a), z + radius * Math.sin(a));
      }),
      false,
    );
  const markings = [
    quad(-52.5, 0, 52.5, 68),
    path([project(0, 0), project(0, 68)], false),
    circle(0, 34, 9.15),
    ...[-1, 1].flatMap((side) => [
      quad(side * 52.5, 13.85, side * (52.5 - 16.5), 54.15),
      quad(side * 52.5, 24.85, side * (52.5 - 5.5), 43.15),
      circle(side * (52.5 - 11), 34, 9.15, side < 0 ? -0.93 : Math.PI - 0.93, side < 0 ? 0.93 : Math.PI + 0.93),
    ]),
  ]
    .map((d) => `<path d="${d}"/>`)
    .join("");
  const goals = [-1, 1]
    .map((side) => {
      const x = side * 52.5;
      return `<path d="${path([project(x, 30.3), project(x, 30.3, 2.44), project(x, 37.7, 2.44), project(x, 37.7)], false)}"/>`;
    })
    .join("");
  const spots = [project(0, 34), project(-41.5, 34), project(41.5, 34)]
    .map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y)}" r="3"/>`)
    .join("");

  // The bowl: lower tier, concourse, upper tier, roof, each a band of the ring.
  const rows = (from: number, to: number, fromY: number, toY: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const t = (i + 1) / (count + 1);
      return `<path d="${path(ring(from + (to - from) * t, fromY + (toY - fromY) * t), false)}"/>`;
    }).join("");
  const flashes = Array.from({ length: 140 }, () => {
    const upper = random.chance(0.45);
    const offset = upper ? random.between(36, 60) : random.between(8, 29);
    const y = upper ? 18 + ((offset - 33) / 27) * 22 : 1 + ((offset - 6) / 24) * 13;
    const angle = random.between(-0.2, Math.PI + 0.2);
    const [x, z] = [-(52.5 + offset) * Math.cos(angle), 34 + (34 + offset) * Math.sin(angle)];
    const [sx, sy] = project(x, Math.max(z, -10), y);
    return `<circle cx="${r(sx)}" cy="${r(sy)}" r="${r(random.between(1.2, 2.6))}" fill="${random.pick(fanColours)}" opacity="${r(random.between(0.5, 1))}"/>`;
  }).join("");

  // Floodlight masts at the far corners and banks of lamps along the roof.
  const masts = [-1, 1].map((side) => {
    const [bx, by] = project(side * 88, 112, 0);
    const [tx, ty] = project(side * 88, 112, 64);
    const head = Math.abs(by - ty) * 0.16;
    const lamps = Array.from({ length: 12 }, (_, i) => {
      const col = i % 4;
      const row = Math.floor(i / 4);
      return `<rect x="${r(tx - head + col * head * 0.5 + head * 0.05)}" y="${r(ty - head * 0.55 + row * head * 0.36)}" width="${r(head * 0.38)}" height="${r(head * 0.28)}" rx="2" fill="${mix(light, white, 0.7)}"/>`;
    }).join("");
    const targets = [project(side * 10, 20), project(side * 45, 60), project(side * -25, 50)];
    const beams = targets
      .map(
        ([px, py]) =>
          `<path d="M${r(tx - head * 0.8)} ${r(ty)}L${r(tx + head * 0.8)} ${r(ty)}L${r(px + 220)} ${r(py)}L${r(px - 220)} ${r(py)}Z" fill="url(#st-beam)" opacity="0.55"/>`,
      )
      .join("");
    return {
      back: `<path d="M${r(bx - head * 0.3)} ${r(by)}L${r(tx - head * 0.12)} ${r(ty)}H${r(tx + head * 0.12)}L${r(bx + head * 0.3)} ${r(by)}Z" fill="${mix(night, standBase, 0.4)}"/><rect x="${r(tx - head * 1.05)} " y="${r(ty - head * 0.68)}" width="${r(head * 2.1)}" height="${r(head * 1.22)}" rx="4" fill="${mix(night, standBase, 0.5)}"/>${lamps}`,
      glow: `<ellipse cx="${r(tx)}" cy="${r(ty)}" rx="${r(head * 5.5)}" ry="${r(head * 4.5)}" fill="url(#st-flood)"/>`,
      beams,
    };
  });
  const roofLamps = ring(58, 41, 40)
    .filter((_, i) => i % 3 === 1)
    .map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y)}" r="2.6"/>`)
    .join("");

  // The scoreboard above the far stand: a score and a match clock, no words.
  const [bx, by] = project(0, 118, 52);
  const boardW = width * 0.11;
  const boardH = boardW * 0.42;
  const home = random.int(0, 3);
  const away = random.int(0, 2);
  const minute = random.int(12, 88);
  const scoreboard = [
    `<ellipse cx="${r(bx)}" cy="${r(by)}" rx="${r(boardW * 1.4)}" ry="${r(boardH * 2)}" fill="url(#st-board)"/>`,
    `<rect x="${r(bx - 3)}" y="${r(by)}" width="6" height="${r(boardH * 1.4)}" fill="${mix(night, standBase, 0.4)}"/>`,
    `<rect x="${r(bx - boardW / 2)}" y="${r(by - boardH / 2)}" width="${r(boardW)}" height="${r(boardH)}" rx="6" fill="${night}" stroke="${mix(light, night, 0.3)}" stroke-width="2"/>`,
    `<text x="${r(bx)}" y="${r(by + boardH * 0.08)}" text-anchor="middle" font-family="Inter" font-weight="700" font-size="${r(boardH * 0.46)}" fill="${mix(light, white, 0.4)}">${escapeText(`${home} – ${away}`)}</text>`,
    `<text x="${r(bx)}" y="${r(by + boardH * 0.38)}" text-anchor="middle" font-family="Inter" font-weight="600" font-size="${r(boardH * 0.2)}" fill="${color("accent")}">${minute}:${String(random.int(0, 59)).padStart(2, "0")}</text>`,
  ].join("");

  const stars = Array.from(
    { length: 50 },
    () =>
      `<circle cx="${r(random.next() * width)}" cy="${r(random.next() * height * 0.25)}" r="${r(random.between(0.8, 1.8))}" opacity="${r(random.between(0.2, 0.7))}"/>`,
  ).join("");
  const [pcx, pcy] = project(0, 34);

  const body = [
    `<rect width="${width}" height="${height}" fill="url(#st-sky)"/>`,
    `<g fill="${color("on-night")}">${stars}</g>`,
    ...masts.map((mast) => mast.glow),
    ...masts.map((mast) => mast.back),
    scoreboard,
    // Roof, upper tier, concourse, lower tier, from the back to the front.
    `<path d="${band(58, 41, 68, 44)}" fill="${mix(night, standBase, 0.55)}"/>`,
    `<g fill="${mix(light, white, 0.6)}">${roofLamps}</g>`,
    `<path d="${band(33, 17, 60, 40)}" fill="url(#st-tier)"/>`,
    `<path d="${band(33, 17, 60, 40)}" fill="url(#st-fans-1)" opacity="0.7"/>`,
    `<g fill="none" stroke="${night}" stroke-opacity="0.45" stroke-width="1.5">${rows(33, 60, 17, 40, 5)}</g>`,
    `<path d="${band(29, 13, 34, 17)}" fill="${mix(night, standBase, 0.3)}"/>`,
    `<path d="${band(6, 1, 30, 14)}" fill="url(#st-tier)"/>`,
    `<path d="${band(6, 1, 30, 14)}" fill="url(#st-fans-0)" opacity="0.8"/>`,
    `<g fill="none" stroke="${night}" stroke-opacity="0.4" stroke-width="1.5">${rows(6, 30, 1, 14, 4)}</g>`,
    `<path d="${path(ring(6, 1))}" fill="none" stroke="${mix(light, color("flare"), 0.6)}" stroke-opacity="0.55" stroke-width="3"/>`,
    flashes,
    // The pitch and its floodlit haze.
    `<path d="${quad(-60, -8, 60, 75)}" fill="${mix(grass, night, 0.25)}"/>`,
    stripes,
    `<g fill="none" stroke="${white}" stroke-opacity="0.78" stroke-width="2.6" stroke-linejoin="round">${markings}${goals}</g>`,
    `<g fill="${white}" opacity="0.8">${spots}</g>`,
    `<ellipse cx="${r(pcx)}" cy="${r(pcy)}" rx="${r(width * 0.6)}" ry="${r(height * 0.32)}" fill="url(#st-pitch-light)"/>`,
    ...masts.map((mast) => mast.beams),
  ];
  if (options.foreground ?? true) {
    body.push(
      crowdRow(random, {
        width,
        baseline: height * 1.02,
        scale: 1.25,
        fill: mix(night, standBase, 0.5),
        handsUp: 0.25,
        phoneLight: color("on-night"),
        phoneChance: 0.3,
      }),
      crowdRow(random, { width, baseline: height * 1.1, scale: 1.6, fill: night, handsUp: 0.2 }),
    );
  }
  return svgDocument(width, height, defs, body.join(""));
}
