import type { ComponentProps } from "react";

/**
 * Every island by name, each loaded on its own (Vite splits each import into its own file): what
 * the prerender names in `data-island`, the runtime loads here. Each module's default export is
 * the island's component; its props are what the prerender passes (app/islands/island.tsx).
 */
export const islands = {
  "home-hero": () => import("../sections/home/home-hero.island.tsx"),
  "rotating-hero": () => import("../components/ui/rotating-hero.tsx"),
  "contact-form": () => import("../components/contact/contact-form.island.tsx"),
  "fee-estimator": () => import("../components/pricing/fee-estimator.tsx"),
  "banner-carousel": () =>
    import("../components/ui/carousel.tsx").then((module) => ({ default: module.BannerCarouselIsland })),
  "slide-carousel": () =>
    import("../components/ui/carousel.tsx").then((module) => ({ default: module.SlideCarouselIsland })),
} as const;

export type IslandName = keyof typeof islands;

/**
 * The source module of each island, as the build's manifest names it: the prerender looks up the
 * files each island needs there, so that the page can fetch them all at once (app/islands/page-loader.inline.ts).
 * app/islands/registry.test.ts checks that it agrees with the imports above.
 */
export const islandSources = {
  "home-hero": "app/sections/home/home-hero.island.tsx",
  "rotating-hero": "app/components/ui/rotating-hero.tsx",
  "contact-form": "app/components/contact/contact-form.island.tsx",
  "fee-estimator": "app/components/pricing/fee-estimator.tsx",
  "banner-carousel": "app/components/ui/carousel.tsx",
  "slide-carousel": "app/components/ui/carousel.tsx",
} as const satisfies Record<IslandName, string>;
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]>>["default"]>;
