import { locales } from "../site/locales.ts";
import { badgeSize, badgeWidths, storeBadge } from "./badges.ts";
import { icons } from "./icons.ts";
import { ogCards } from "./og.ts";
import { color } from "./palette.ts";
import { concert } from "./scenes/concert.ts";

/**
 * Every picture of the site: its id, its size and the code that draws it. scripts/images.ts
 * renders each to AVIF and WebP at the listed widths; app/images.ts names them for the pages.
 */
export type Format = "avif" | "webp" | "png";

export interface ArtPiece {
  readonly id: string;
  readonly formats: readonly Format[];
  /** A fixed public path instead of a hashed /assets/ name (Open Graph cards). */
  readonly publicPath?: string;
  readonly width: number;
  readonly height: number;
  /** Rendered widths in pixels; the largest is at most `width`. */
  readonly widths: readonly number[];
  readonly draw: () => string;
}

const pictureFormats = ["avif", "webp"] as const;
// A 450 px hero is at least 800 px wide (16:9, object-fit: cover); 1920 serves large screens.
const heroWidths = [800, 1280, 1920] as const;

type Draw = (size: { width: number; height: number }) => string;

function hero(id: string, draw: Draw): ArtPiece {
  return {
    id,
    formats: pictureFormats,
    width: 1920,
    height: 1080,
    widths: heroWidths,
    draw: () => draw({ width: 1920, height: 1080 }),
  };
}

/**
 * A picture drawn at `design` size and rendered at `widths` (the largest is the output size):
 * scenes keep their proportions of detail whatever the output size.
 */
function picture(
  id: string,
  design: { width: number; height: number },
  widths: readonly number[],
  draw: Draw,
): ArtPiece {
  const width = Math.max(...widths);
  const height = Math.round((design.height * width) / design.width);
  return { id, formats: pictureFormats, width, height, widths, draw: () => draw(design) };
}

const bannerSize = { width: 1600, height: 1000 };
const bannerWidths = [640, 1200];

const lightSets = [
  [color("brand-bright"), color("flare"), color("accent")],
  [color("accent"), color("brand-bright")],
  [color("flare"), color("sun")],
  [color("sun"), color("brand-bright"), color("flare")],
] as const;

const homeHeroes = Array.from({ length: 13 }, (_, index) =>
  hero(`hero-home-${String(index + 1).padStart(2, "0")}`, (size) =>
    concert({ ...size, seed: 100 + index, lights: lightSets[index % lightSets.length] }),
  ),
);
const musicHeroes = Array.from({ length: 6 }, (_, index) =>
  hero(`hero-music-${index + 1}`, (size) => concert({ ...size, seed: 200 + index, lights: lightSets[index % 4] })),
);
const platformHeroes = Array.from({ length: 6 }, (_, index) =>
  hero(`hero-platform-${index + 1}`, (size) =>
    concert({ ...size, seed: 300 + index, lights: lightSets[(index + 1) % 4] }),
  ),
);
const sportsHeroes = Array.from({ length: 4 }, (_, index) =>
  hero(`hero-sports-${index + 1}`, (size) =>
    concert({ ...size, seed: 400 + index, lights: lightSets[(index + 2) % 4] }),
  ),
);

const bannerSections = {
  music: ["smartAccess", "fanExperience", "loyaltyRewards"],
  sports: ["smartTicketing", "digitalExperience", "loyaltyRewards"],
} as const;

const banners = Object.entries(bannerSections).flatMap(([industry, sections], industryIndex) =>
  sections.flatMap((section, sectionIndex) =>
    [1, 2].map((n) =>
      picture(`banner-${industry}-${section}-${n}`, bannerSize, bannerWidths, (size) =>
        concert({
          ...size,
          seed: 500 + industryIndex * 20 + sectionIndex * 2 + n,
          lights: lightSets[(sectionIndex + n) % 4],
        }),
      ),
    ),
  ),
);

export const catalog: readonly ArtPiece[] = [
  ...ogCards,
  ...icons,
  ...homeHeroes,
  ...musicHeroes,
  ...platformHeroes,
  ...sportsHeroes,
  ...banners,
  picture("industry-music", { width: 1600, height: 1200 }, [640, 1200], (size) => concert({ ...size, seed: 600 })),
  picture("industry-sports", { width: 1600, height: 1200 }, [640, 1200], (size) =>
    concert({ ...size, seed: 601, lights: lightSets[1] }),
  ),
  ...locales.map((locale) =>
    picture(`dashboard-${locale}`, { width: 1600, height: 1000 }, [800, 1600], (size) =>
      concert({ ...size, seed: 602 }),
    ),
  ),
  picture("pass-concert", { width: 800, height: 1000 }, [360, 640], (size) => concert({ ...size, seed: 603 })),
  picture("pass-season", { width: 800, height: 1000 }, [360, 640], (size) => concert({ ...size, seed: 604 })),
  picture("pass-vip", { width: 800, height: 1000 }, [360, 640], (size) => concert({ ...size, seed: 605 })),
  ...locales.flatMap((locale) => [
    picture(`badge-app-store-${locale}`, badgeSize, badgeWidths, () => storeBadge("appStore", locale)),
    picture(`badge-google-play-${locale}`, badgeSize, badgeWidths, () => storeBadge("googlePlay", locale)),
  ]),
];

export { bannerSections };
