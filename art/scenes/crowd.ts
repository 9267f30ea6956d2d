import type { Random } from "../random.ts";
import { r } from "../svg.ts";

export interface CrowdOptions {
  readonly width: number;
  readonly baseline: number;
  readonly scale: number;
  readonly fill: string;
  readonly handsUp: number;
  readonly phoneLight?: string;
  readonly phoneChance?: number;
}

/** A row of fans in silhouette: heads, shoulders, raised hands and the odd phone screen. */
export function crowdRow(random: Random, options: CrowdOptions): string {
  const { width, baseline, scale, fill } = options;
  const parts: string[] = [];
  const lights: string[] = [];
  let x = -40 * scale;
  while (x < width + 40 * scale) {
    const head = random.between(17, 23) * scale;
    const shoulder = head * random.between(2.1, 2.5);
    const top = baseline - random.between(60, 95) * scale;
    const headY = top - head * 0.9;
    parts.push(`<circle cx="${r(x)}" cy="${r(headY)}" r="${r(head)}"/>`);
    parts.push(
      `<path d="M${r(x - shoulder)} ${r(baseline + 400)}V${r(top + head * 1.4)}Q${r(x - shoulder)} ${r(top)} ${r(x - head)} ${r(top)}H${r(x + head)}Q${r(x + shoulder)} ${r(top)} ${r(x + shoulder)} ${r(top + head * 1.4)}V${r(baseline + 400)}Z"/>`,
    );
    if (random.chance(options.handsUp)) {
      const side = random.chance(0.5) ? -1 : 1;
      const armX = x + side * shoulder * 0.7;
      const reach = random.between(1.4, 2.4) * head * 2.2;
      const tilt = random.between(-0.25, 0.25) * reach;
      const handX = armX + tilt;
      const handY = top - reach;
      parts.push(
        `<path d="M${r(armX - head * 0.35)} ${r(top + head)}L${r(handX - head * 0.3)} ${r(handY)}Q${r(handX)} ${r(handY - head * 0.6)} ${r(handX + head * 0.3)} ${r(handY)}L${r(armX + head * 0.35)} ${r(top + head)}Z"/>`,
      );
      if (options.phoneLight && random.chance(options.phoneChance ?? 0.35)) {
        const w = head * 0.62;
        const h = head * 1.1;
        lights.push(
          `<rect x="${r(handX - w / 2)}" y="${r(handY - h * 1.15)}" width="${r(w)}" height="${r(h)}" rx="${r(w * 0.2)}"/>`,
        );
      }
    }
    x += shoulder * random.between(0.95, 1.35);
  }
  const glow = lights.length ? `<g fill="${options.phoneLight}" opacity="0.95">${lights.join("")}</g>` : "";
  return `<g fill="${fill}">${parts.join("")}</g>${glow}`;
}
