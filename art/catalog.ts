import { sourceLocales } from "../site/locales.ts";
import { badgeSize, badgeWidths, storeBadge } from "./badges.ts";
import { icons } from "./icons.ts";
import { ogCards } from "./og.ts";
import { color } from "./palette.ts";
import { concert } from "./scenes/concert.ts";
import { dashboard } from "./scenes/dashboard.ts";
import { gate } from "./scenes/gate.ts";
import { keepsake } from "./scenes/keepsakes.ts";
import { product } from "./scenes/product.ts";
import { stadium } from "./scenes/stadium.ts";
import { walletPass } from "./scenes/wallet-pass.ts";

/**
 * Every picture of the site: its id, its size and the code that draws it. scripts/images.ts
 * renders each to AVIF and WebP at the listed widths; app/images.ts names them for the pages.
 */
export type Format = "avif" | "webp" | "png" | "ico";

export interface ArtPiece {
  readonly id: string;
  readonly formats: readonly Format[];
  /** A fixed public path instead of a hashed /assets/ name (Open Graph cards). */
  readonly publicPath?: string;
  readonly width: number;
  readonly height: number;
  /** Rendered widths in pixels; the largest is at most `width`. */
  readonly widths: readonly number[];
  /** The width a phone loads first, whose AVIF is encoded to fit `bytes` (scripts/images.ts). */
  readonly phone?: { readonly width: number; readonly bytes: number };
  readonly draw: () => string;
}

const pictureFormats = ["avif", "webp"] as const;
// A 450 px hero is at least 800 px wide (16:9, object-fit: cover); 1920 serves large screens.
const heroWidths = [800, 1280, 1920] as const;

/**
 * A phone's hero (the 800 px AVIF: 440 CSS px at a phone's 1.75 density) in one round trip of a
 * slow 4G link shared with the two pictures a phone starts beside it: about 30 KB a round trip at
 * 1.6 Mbit/s and 150 ms, a third each, less the response headers. Its largest paint is then one
 * round trip after the page (the performance budgets, docs/decisions/0010-islands.md); scripts/check-budgets.ts holds it.
 */
export const phoneHeroBytes = 9_400;

type Draw = (size: { width: number; height: number }) => string;

function hero(id: string, draw: Draw): ArtPiece {
  return {
    id,
    formats: pictureFormats,
    width: 1920,
    height: 1080,
    widths: heroWidths,
    phone: { width: 800, bytes: phoneHeroBytes },
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
// 900: a phone at 1.75–2 dppx showing a card 92 % of its width needs about 660–720 px.
const bannerWidths = [640, 900, 1200];

const lightSets = [
  [color("brand-bright"), color("flare"), color("accent")],
  [color("accent"), color("brand-bright")],
  [color("flare"), color("sun")],
  [color("sun"), color("brand-bright"), color("flare")],
] as const;

const concertHero =
  (seed: number, lights: readonly string[]): Draw =>
  (size) =>
    concert({ ...size, seed, lights, stageX: 0.62 });

// The home slideshow mixes every scene the product lives in, so 13 pictures are 13 different moments.
const homeScenes: readonly Draw[] = [
  concertHero(100, lightSets[0]),
  (size) => stadium({ ...size, seed: 101 }),
  (size) => gate({ ...size, seed: 102, pass: "concert" }),
  concertHero(103, lightSets[2]),
  (size) => stadium({ ...size, seed: 104, light: color("sun"), cameraHeight: 40, centreX: 0.66 }),
  (size) => gate({ ...size, seed: 105, pass: "season", glow: color("accent") }),
  concertHero(106, lightSets[1]),
  (size) => product({ ...size, seed: 107 }),
  (size) => stadium({ ...size, seed: 108, light: color("brand-bright"), cameraHeight: 24, centreX: 0.7 }),
  concertHero(109, lightSets[3]),
  (size) => gate({ ...size, seed: 110, pass: "vip", glow: color("flare") }),
  concertHero(111, lightSets[0]),
  (size) => stadium({ ...size, seed: 112, light: color("accent"), cameraHeight: 34 }),
];
const homeHeroes = homeScenes.map((draw, index) => hero(`hero-home-${String(index + 1).padStart(2, "0")}`, draw));

const musicHeroes = Array.from({ length: 6 }, (_, index) =>
  hero(
    `hero-music-${index + 1}`,
    index === 3
      ? (size) => gate({ ...size, seed: 203, pass: "vip", glow: color("flare") })
      : concertHero(200 + index, lightSets[index % lightSets.length] ?? lightSets[0]),
  ),
);
const platformGlows = [color("brand-bright"), color("accent"), color("flare")];
const platformHeroes = Array.from({ length: 6 }, (_, index) =>
  hero(`hero-platform-${index + 1}`, (size) =>
    product({ ...size, seed: 300 + index, glow: platformGlows[index % platformGlows.length] }),
  ),
);
const sportsViews = [
  { light: color("on-night"), cameraHeight: 30, centreX: 0.6 },
  { light: color("sun"), cameraHeight: 40, centreX: 0.66 },
  { light: color("brand-bright"), cameraHeight: 24, centreX: 0.7 },
  { light: color("accent"), cameraHeight: 34, centreX: 0.62 },
];
const sportsHeroes = sportsViews.map((view, index) =>
  hero(`hero-sports-${index + 1}`, (size) => stadium({ ...size, seed: 400 + index, ...view })),
);

const bannerSections = {
  music: ["smartAccess", "fanExperience", "loyaltyRewards"],
  sports: ["smartTicketing", "digitalExperience", "loyaltyRewards"],
} as const;

/** What each banner shows, next to the words it sits beside (content/locales/en/{music,sports}.json `*.banners`). */
const bannerScenes: Record<string, readonly [Draw, Draw]> = {
  "music-smartAccess": [
    (size) => gate({ ...size, seed: 501, pass: "concert", focusX: 0.56 }),
    (size) => keepsake({ ...size, seed: 502, subject: "resale", industry: "music" }),
  ],
  "music-fanExperience": [
    (size) => keepsake({ ...size, seed: 503, subject: "passport", industry: "music" }),
    (size) => keepsake({ ...size, seed: 504, subject: "membership", industry: "music" }),
  ],
  "music-loyaltyRewards": [
    (size) => keepsake({ ...size, seed: 505, subject: "rewards", industry: "music" }),
    (size) => product({ ...size, seed: 506, glow: color("flare"), centreX: 0.52 }),
  ],
  "sports-smartTicketing": [
    (size) => gate({ ...size, seed: 521, pass: "season", glow: color("accent"), focusX: 0.56 }),
    (size) => stadium({ ...size, seed: 522, cameraHeight: 36, centreX: 0.5 }),
  ],
  "sports-digitalExperience": [
    (size) => keepsake({ ...size, seed: 523, subject: "passport", industry: "sports" }),
    (size) => keepsake({ ...size, seed: 524, subject: "collectibles", industry: "sports" }),
  ],
  "sports-loyaltyRewards": [
    (size) => keepsake({ ...size, seed: 525, subject: "rewards", industry: "sports" }),
    (size) => stadium({ ...size, seed: 526, light: color("sun"), cameraHeight: 26, centreX: 0.5 }),
  ],
};

const banners = Object.entries(bannerSections).flatMap(([industry, sections]) =>
  sections.flatMap((section) => {
    const scenes = bannerScenes[`${industry}-${section}`];
    if (!scenes) throw new Error(`art/catalog: no banner scenes for ${industry} ${section}`);
    return scenes.map((draw, index) =>
      picture(`banner-${industry}-${section}-${index + 1}`, bannerSize, bannerWidths, draw),
    );
  }),
);

export const catalog: readonly ArtPiece[] = [
  ...ogCards,
  ...icons,
  ...homeHeroes,
  ...musicHeroes,
  ...platformHeroes,
  ...sportsHeroes,
  ...banners,
  picture("industry-music", { width: 1600, height: 1200 }, bannerWidths, (size) => concert({ ...size, seed: 600 })),
  picture("industry-sports", { width: 1600, height: 1200 }, bannerWidths, (size) =>
    stadium({ ...size, seed: 601, cameraHeight: 34, centreX: 0.5 }),
  ),
  ...sourceLocales.map((locale) =>
    picture(`dashboard-${locale}`, { width: 1600, height: 1000 }, [800, 1600], (size) =>
      dashboard({ ...size, locale }),
    ),
  ),
  picture("pass-concert", { width: 800, height: 1000 }, [360, 640], (size) =>
    walletPass({ ...size, seed: 603, kind: "concert" }),
  ),
  picture("pass-season", { width: 800, height: 1000 }, [360, 640], (size) =>
    walletPass({ ...size, seed: 604, kind: "season" }),
  ),
  picture("pass-vip", { width: 800, height: 1000 }, [360, 640], (size) =>
    walletPass({ ...size, seed: 605, kind: "vip" }),
  ),
  ...sourceLocales.flatMap((locale) => [
    picture(`badge-app-store-${locale}`, badgeSize, badgeWidths, () => storeBadge("appStore", locale)),
    picture(`badge-google-play-${locale}`, badgeSize, badgeWidths, () => storeBadge("googlePlay", locale)),
  ]),
];

export { bannerSections };
