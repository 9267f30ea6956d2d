import type { ImageAsset } from "../../images.ts";
import { Carousel, carouselAdvanceMs } from "./carousel.tsx";
import { Picture } from "./picture.tsx";

export interface Banner {
  readonly image: ImageAsset;
  readonly title: string;
  readonly text: string;
  /** Translated description of the picture; omitted, the picture is decorative. */
  readonly alt?: string;
}

/** Two (or more) banners that take turns (docs/product.md: auto-advance 6 s, loop). */
export default function BannerCarouselIsland({
  label,
  banners,
  tone = "light",
}: {
  label: string;
  banners: readonly Banner[];
  tone?: "light" | "dark";
}) {
  return (
    <Carousel
      label={label}
      count={banners.length}
      autoAdvanceMs={carouselAdvanceMs}
      tone={tone}
      slideClass="basis-full"
      renderSlide={(index) => {
        const banner = banners[index] as Banner;
        return (
          <article className="grid overflow-hidden rounded-panel bg-surface ring-1 ring-line md:grid-cols-[1.15fr_1fr] on-night:bg-night-raised on-night:ring-night-line">
            <Picture
              image={banner.image}
              alt={banner.alt ?? ""}
              className="block aspect-[16/10] md:aspect-auto md:min-h-80"
              imgClassName="size-full object-cover"
            />
            <div className="flex flex-col justify-center p-7 sm:p-10">
              <h3 className="text-title font-semibold text-balance">{banner.title}</h3>
              <p className="mt-3 text-ink-muted text-pretty on-night:text-on-night-muted">{banner.text}</p>
            </div>
          </article>
        );
      }}
    />
  );
}
