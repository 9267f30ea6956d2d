import type { ComponentProps } from "react";
import { Island } from "../../islands/island.tsx";
import { BannerCarouselIsland, SlideCarouselIsland } from "./carousel.tsx";

export { carouselAdvanceMs } from "./carousel.tsx";

/** Banners that take turns (app/components/ui/carousel.tsx): an island, hydrated when it nears the viewport. */
export function BannerCarousel(props: ComponentProps<typeof BannerCarouselIsland>) {
  return <Island name="banner-carousel" component={BannerCarouselIsland} load="visible" props={props} />;
}

/** Cards that slide (app/components/ui/carousel.tsx): an island, hydrated when it nears the viewport. */
export function SlideCarousel(props: ComponentProps<typeof SlideCarouselIsland>) {
  return <Island name="slide-carousel" component={SlideCarouselIsland} load="visible" props={props} />;
}
