import type { ArtPiece } from "./catalog.ts";
import { markPaths } from "./mark.ts";
import { color } from "./palette.ts";
import { svgDocument } from "./svg.ts";

/**
 * App icons for the web app manifest and iOS home screens: the mark on a night tile. The maskable
 * one keeps the mark inside the central 80% safe zone (https://w3c.github.io/manifest/#icon-masks).
 */
function tile(size: number, scale: number, rounded: boolean): string {
  const inner = size * scale;
  const offset = (size - inner) / 2;
  const night = color("night");
  return svgDocument(
    size,
    size,
    "",
    `<rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${night}"/><g transform="translate(${offset} ${offset}) scale(${inner / 32})">${markPaths(night)}</g>`,
  );
}

function icon(publicPath: string, size: number, draw: () => string): ArtPiece {
  return {
    id: publicPath.replace(/[/.]/g, "-"),
    formats: [publicPath.endsWith(".ico") ? "ico" : "png"],
    publicPath,
    width: size,
    height: size,
    widths: [size],
    draw,
  };
}

export const icons: readonly ArtPiece[] = [
  // For the browsers and crawlers that ask for /favicon.ico whatever the page links.
  icon("favicon.ico", 32, () => tile(32, 0.72, true)),
  icon("icons/apple-touch-icon.png", 180, () => tile(180, 0.72, false)),
  icon("icons/icon-192.png", 192, () => tile(192, 0.72, true)),
  icon("icons/icon-512.png", 512, () => tile(512, 0.72, true)),
  icon("icons/icon-maskable-512.png", 512, () => tile(512, 0.56, false)),
];
