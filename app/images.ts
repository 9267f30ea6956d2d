import pictures from "virtual:keystub-images";
import { type Locale, sourceLocale } from "../site/locales.ts";

/** `src`/`srcSet` are WebP, `sources` adds AVIF; the intrinsic size reserves the space (no layout shift). */
export interface ImageAsset {
  readonly src: string;
  readonly srcSet: string;
  readonly sizes?: string;
  readonly width: number;
  readonly height: number;
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
}

/** The URL of a rendered file (scripts/vite-images.ts names them by content hash under /assets/img/). */
export function imageUrl(id: string, hash: string, width: number, format: string): string {
  return `/assets/img/${id}-${hash}-${width}.${format}`;
}

function asset(id: string, sizes?: string): ImageAsset {
  const picture = pictures[id];
  if (!picture) throw new Error(`app/images.ts: no picture "${id}" in art/catalog.ts`);
  const [width, height, hash, widths, formats] = picture;
  const srcSet = (format: string) => widths.map((w) => `${imageUrl(id, hash, w, format)} ${w}w`).join(", ");
  // The fallback `src` is a middle width: big enough for a desktop, small enough for a phone.
  const middle = widths[Math.min(1, widths.length - 1)] ?? width;
  return {
    src: imageUrl(id, hash, middle, "webp"),
    srcSet: srcSet("webp"),
    sizes,
    width,
    height,
    sources: formats.includes("avif") ? [{ type: "image/avif", srcSet: srcSet("avif") }] : [],
  };
}

function numbered(prefix: string, count: number, sizes: string, pad = 0): ImageAsset[] {
  return Array.from({ length: count }, (_, index) => asset(`${prefix}-${String(index + 1).padStart(pad, "0")}`, sizes));
}

// A phone's hero is a 450 px band cropped to about half a 16:9 picture: 800 px serves up to 1.75 dppx.
const heroSizes = "(max-width: 800px) 440px, 100vw";
// Banners fill 92% of a phone: it chooses as if 340 px wide, one size smaller than its density asks for,
// a third fewer bytes while a slow connection fetches them beside the page's JavaScript.
const bannerSizes = "(min-width: 1024px) 560px, (max-width: 639px) 340px, 92vw";

/** The heroes' background slideshows (docs/product.md: 13 on home, 6 on music and platform, 4 on sports). */
export const heroImages = {
  home: numbered("hero-home", 13, heroSizes, 2),
  music: numbered("hero-music", 6, heroSizes),
  platform: numbered("hero-platform", 6, heroSizes),
  sports: numbered("hero-sports", 4, heroSizes),
} as const;

const pair = (industry: string, section: string) => numbered(`banner-${industry}-${section}`, 2, bannerSizes);

/** Two banners for each banner carousel (docs/product.md, music and sports sections). */
export const bannerImages = {
  music: {
    smartAccess: pair("music", "smartAccess"),
    fanExperience: pair("music", "fanExperience"),
    loyaltyRewards: pair("music", "loyaltyRewards"),
  },
  sports: {
    smartTicketing: pair("sports", "smartTicketing"),
    digitalExperience: pair("sports", "digitalExperience"),
    loyaltyRewards: pair("sports", "loyaltyRewards"),
  },
} as const;

export const industryImages = {
  music: asset("industry-music", bannerSizes),
  sports: asset("industry-sports", bannerSizes),
} as const;

/** The product dashboard, drawn with its labels in each language (a pseudo-locale shows its source's). */
export function dashboardImage(locale: Locale): ImageAsset {
  return asset(`dashboard-${sourceLocale(locale)}`, "(min-width: 1280px) 1100px, 94vw");
}

/** Wallet passes on a phone: a concert ticket, a season pass and a VIP pass. */
export const passImages = {
  concert: asset("pass-concert", "(min-width: 1024px) 320px, 60vw"),
  season: asset("pass-season", "(min-width: 1024px) 320px, 60vw"),
  vip: asset("pass-vip", "(min-width: 1024px) 320px, 60vw"),
} as const;

/** An App Store or Google Play badge, lettered in the page's language (a pseudo-locale shows its source's). */
export function storeBadge(store: "app-store" | "google-play", locale: Locale): ImageAsset {
  return asset(`badge-${store}-${sourceLocale(locale)}`, "180px");
}
