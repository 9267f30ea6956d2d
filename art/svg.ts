/** Small helpers for writing SVG by hand: numbers rounded so the source stays readable. */
export const r = (value: number) => Math.round(value * 10) / 10;

const f = (value: number) => Number(value.toFixed(3));

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: readonly [offset: number, color: string, opacity?: number][], angle = 90) {
  const radians = ((angle - 90) * Math.PI) / 180;
  const x = Math.cos(radians) / 2;
  const y = Math.sin(radians) / 2;
  return `<linearGradient id="${id}" x1="${f(0.5 - x)}" y1="${f(0.5 - y)}" x2="${f(0.5 + x)}" y2="${f(0.5 + y)}">${stopList(stops)}</linearGradient>`;
}

export function radial(id: string, stops: readonly [offset: number, color: string, opacity?: number][]) {
  return `<radialGradient id="${id}">${stopList(stops)}</radialGradient>`;
}

export function blur(id: string, deviation: number) {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

function stopList(stops: readonly [number, string, number?][]) {
  return stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join("");
}

/** Escapes text for an SVG text node. */
export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
