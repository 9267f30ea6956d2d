import { Carousel } from "./carousel.tsx";
import { type CarouselIconName, carouselIcons } from "./carousel-icons.ts";
import { IconTile } from "./icon-tile.tsx";

export interface Slide {
  readonly title: string;
  readonly description: string;
  readonly icon?: CarouselIconName;
}

/**
 * Cards that slide (docs/product.md: home's six banner cards, the sports slide carousel): one per view
 * on phones, two on tablets, three on desktops; loops; `autoAdvanceMs` makes it advance by itself.
 */
export default function SlideCarouselIsland({
  label,
  slides,
  autoAdvanceMs,
  tone = "light",
}: {
  label: string;
  slides: readonly Slide[];
  autoAdvanceMs?: number;
  tone?: "light" | "dark";
}) {
  return (
    <Carousel
      label={label}
      count={slides.length}
      autoAdvanceMs={autoAdvanceMs}
      tone={tone}
      slideClass="basis-[88%] sm:basis-1/2 lg:basis-1/3"
      renderSlide={(index) => {
        const slide = slides[index] as Slide;
        const Icon = slide.icon ? carouselIcons[slide.icon] : undefined;
        return (
          <article className="flex h-full flex-col rounded-card bg-surface p-7 shadow-card ring-1 ring-line on-night:bg-night-raised on-night:shadow-none on-night:ring-night-line">
            {Icon ? <IconTile icon={Icon} tone="solid" /> : null}
            <h3 className={`text-title font-semibold text-balance ${Icon ? "mt-6" : ""}`}>{slide.title}</h3>
            <p className="mt-3 text-ink-muted text-pretty on-night:text-on-night-muted">{slide.description}</p>
          </article>
        );
      }}
    />
  );
}
