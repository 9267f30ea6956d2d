import type { ComponentProps } from "react";
import { Island } from "../../islands/island.tsx";
import BannerCarouselIsland from "./banner-carousel.island.tsx";
import SlideCarouselIsland from "./slide-carousel.island.tsx";

export { carouselAdvanceMs } from "./carousel.tsx";

/** Banners that take turns: an island, hydrated when it nears the viewport. */
export function BannerCarousel(props: ComponentProps<typeof BannerCarouselIsland>) {
  return <Island component={BannerCarouselIsland} props={props} />;
}

/** Cards that slide: an island, hydrated when it nears the viewport. */
export function SlideCarousel(props: ComponentProps<typeof SlideCarouselIsland>) {
  return <Island component={SlideCarouselIsland} props={props} />;
}
