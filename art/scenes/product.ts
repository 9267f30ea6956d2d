import { color, mix } from "../palette.ts";
import { seeded } from "../random.ts";
import { linear, r, svgDocument } from "../svg.ts";
import { backdrop } from "./backdrop.ts";
import { type GlyphName, glyph } from "./glyphs.ts";
import { passCard } from "./wallet-pass.ts";

export interface ProductOptions {
  readonly seed: number;
  readonly width?: number;
  readonly height?: number;
  readonly glow?: string;
  /** Where the cluster of panels sits across the picture, 0 to 1 (heroes keep it right). */
  readonly centreX?: number;
}

/**
 * The platform as an abstract product scene: floating panels (a pass, a chart, a reader, rewards,
 * a resale check) joined by lit connection lines over a perspective grid, kept to the right so a
 * headline can sit on the calm left.
 */
export function product(options: ProductOptions): string {
  const { seed, width = 1920, height = 1080 } = options;
  const random = seeded(seed);
  const night = color("night");
  const panel = color("night-raised");
  const line = color("night-line");
  const glow = options.glow ?? color("brand-bright");
  const tints = [color("brand-bright"), color("accent"), color("sun"), color("flare")];
  const u = height / 1080;
  const back = backdrop(random, { width, height, glows: [glow, color("accent")], focus: [0.7, 0.45], id: "pd" });

  // A floor grid receding to a horizon, for depth.
  const horizon = height * 0.62;
  const vx = width * 0.7;
  const grid = [
    ...Array.from({ length: 25 }, (_, i) => {
      const x = vx + (i - 12) * 180 * u;
      return `<path d="M${r(vx + (x - vx) * 0.08)} ${r(horizon)}L${r(vx + (x - vx) * 3)} ${r(height)}"/>`;
    }),
    ...Array.from({ length: 8 }, (_, i) => {
      const y = horizon + (height - horizon) * ((i + 1) / 8) ** 2;
      return `<path d="M0 ${r(y)}H${width}"/>`;
    }),
  ].join("");

  // The panels: positions jitter per seed so each hero differs.
  type Panel = {
    x: number;
    y: number;
    w: number;
    h: number;
    draw: (x: number, y: number, w: number, h: number) => string;
  };
  const jitter = () => random.between(-40, 40) * u;
  const chart = (x: number, y: number, w: number, h: number) => {
    const points = Array.from(
      { length: 9 },
      (_, i) =>
        [
          x + 24 * u + ((w - 48 * u) * i) / 8,
          y + h - 30 * u - (h - 90 * u) * (0.2 + 0.8 * (i / 8) ** 1.4) * random.between(0.8, 1),
        ] as const,
    );
    const d = points.map(([px, py], i) => `${i ? "L" : "M"}${r(px)} ${r(py)}`).join("");
    return `<path d="${d}L${r(x + w - 24 * u)} ${r(y + h - 24 * u)}L${r(x + 24 * u)} ${r(y + h - 24 * u)}Z" fill="url(#pd-area)"/><path d="${d}" fill="none" stroke="${tints[0]}" stroke-width="${r(4 * u)}" stroke-linejoin="round"/><rect x="${r(x + 24 * u)}" y="${r(y + 24 * u)}" width="${r(120 * u)}" height="${r(12 * u)}" rx="${r(6 * u)}" fill="${color("on-night-muted")}" opacity="0.6"/>`;
  };
  const bars = (x: number, y: number, w: number, h: number) =>
    [0.5, 0.8, 0.35, 1, 0.65]
      .map((v, i) => {
        const bh = (h - 70 * u) * v;
        return `<rect x="${r(x + 24 * u + i * ((w - 48 * u) / 5))}" y="${r(y + h - 24 * u - bh)}" width="${r((w - 48 * u) / 5 - 12 * u)}" height="${r(bh)}" rx="${r(6 * u)}" fill="${tints[1]}" opacity="${r(0.5 + v * 0.5)}"/>`;
      })
      .join("") +
    `<rect x="${r(x + 24 * u)}" y="${r(y + 22 * u)}" width="${r(90 * u)}" height="${r(12 * u)}" rx="${r(6 * u)}" fill="${color("on-night-muted")}" opacity="0.6"/>`;
  const list = (icons: GlyphName[]) => (x: number, y: number, w: number, _h: number) =>
    icons
      .map((icon, i) => {
        const ry = y + 44 * u + i * 58 * u;
        const tint = tints[i % tints.length] as string;
        return `<circle cx="${r(x + 44 * u)}" cy="${r(ry)}" r="${r(20 * u)}" fill="${tint}" fill-opacity="0.18"/>${glyph(icon, x + 44 * u, ry, 22 * u, tint, 2)}<rect x="${r(x + 80 * u)}" y="${r(ry - 12 * u)}" width="${r(w * 0.45)}" height="${r(10 * u)}" rx="${r(5 * u)}" fill="${color("on-night")}" opacity="0.7"/><rect x="${r(x + 80 * u)}" y="${r(ry + 6 * u)}" width="${r(w * 0.3)}" height="${r(8 * u)}" rx="${r(4 * u)}" fill="${color("on-night-muted")}" opacity="0.45"/>`;
      })
      .join("");
  const badge = (icon: GlyphName, tint: string) => (x: number, y: number, w: number, h: number) =>
    `<circle cx="${r(x + w / 2)}" cy="${r(y + h / 2)}" r="${r(Math.min(w, h) * 0.3)}" fill="${tint}" fill-opacity="0.18" stroke="${tint}" stroke-width="${r(3 * u)}"/>${glyph(icon, x + w / 2, y + h / 2, Math.min(w, h) * 0.34, tint, 2)}`;

  const pass = passCard(
    random.pick(["concert", "season", "vip"] as const),
    { x: 0, y: 0, w: 260 * u, h: 430 * u },
    "pd-pass",
    seed,
  );
  const cx = width * (options.centreX ?? 0.7);
  const cy = height * 0.46;
  const panels: Panel[] = [
    { x: cx - 442 * u + jitter(), y: cy - 300 * u + jitter(), w: 380 * u, h: 230 * u, draw: chart },
    { x: cx + 280 * u + jitter(), y: cy - 330 * u + jitter(), w: 260 * u, h: 220 * u, draw: bars },
    {
      x: cx - 476 * u + jitter(),
      y: cy + 40 * u + jitter(),
      w: 330 * u,
      h: 250 * u,
      draw: list(["renew", "gift", "shield", "ticket"]),
    },
    {
      x: cx + 306 * u + jitter(),
      y: cy + 10 * u + jitter(),
      w: 170 * u,
      h: 170 * u,
      draw: badge(random.pick(["nfc", "shield", "star"] as const), tints[1] as string),
    },
    {
      x: cx + 212 * u + jitter(),
      y: cy + 230 * u + jitter(),
      w: 150 * u,
      h: 150 * u,
      draw: badge(random.pick(["gift", "crown", "check"] as const), tints[2] as string),
    },
  ];
  const passBox = { x: cx - 130 * u, y: cy - 215 * u };
  const hub = [cx, cy] as const;
  const links = panels
    .map((p) => {
      const [px, py] = [p.x + p.w / 2, p.y + p.h / 2];
      const mx = (px + hub[0]) / 2;
      return `<path d="M${r(hub[0])} ${r(hub[1])}C${r(mx)} ${r(hub[1])} ${r(mx)} ${r(py)} ${r(px)} ${r(py)}" fill="none" stroke="${glow}" stroke-opacity="0.55" stroke-width="${r(2.5 * u)}" stroke-dasharray="${r(2 * u)} ${r(10 * u)}" stroke-linecap="round"/><circle cx="${r(mx)}" cy="${r((py + hub[1]) / 2)}" r="${r(5 * u)}" fill="${mix(glow, color("surface"), 0.5)}"/>`;
    })
    .join("");
  const cards = panels
    .map(
      (p) =>
        `<rect x="${r(p.x + 12 * u)}" y="${r(p.y + 22 * u)}" width="${r(p.w)}" height="${r(p.h)}" rx="${r(22 * u)}" fill="${night}" opacity="0.5"/><rect x="${r(p.x)}" y="${r(p.y)}" width="${r(p.w)}" height="${r(p.h)}" rx="${r(22 * u)}" fill="${mix(panel, night, 0.1)}" fill-opacity="0.92" stroke="${mix(line, glow, 0.35)}" stroke-width="${r(2 * u)}"/>${p.draw(p.x, p.y, p.w, p.h)}`,
    )
    .join("");

  const defs = [
    back.defs,
    pass.defs,
    linear(
      "pd-area",
      [
        [0, tints[0] as string, 0.45],
        [1, tints[0] as string, 0],
      ],
      180,
    ),
  ].join("");
  const body = [
    back.body,
    `<g stroke="${glow}" stroke-opacity="0.12" stroke-width="${r(1.5 * u)}">${grid}</g>`,
    links,
    cards,
    `<rect x="${r(passBox.x + 16 * u)}" y="${r(passBox.y + 30 * u)}" width="${r(260 * u)}" height="${r(430 * u)}" rx="${r(22 * u)}" fill="${night}" opacity="0.55"/>`,
    `<g transform="translate(${r(passBox.x)} ${r(passBox.y)})">${pass.body}</g>`,
  ].join("");
  return svgDocument(width, height, defs, body);
}
