import type { LucideIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import type { ImageAsset } from "../../images.ts";
import { CarouselFrame, type CarouselLayout, restingCarousel } from "./carousel-frame.tsx";
import { Picture } from "./picture.tsx";

/** SPEC.md §9: banner carousels (and the home carousel) advance every 6 s. */
export const carouselAdvanceMs = 6000;

const CarouselEngine = lazy(() => import("./carousel-engine.tsx"));

/**
 * The shared behaviour of both carousels (SPEC.md §4): looping, starting at the first slide, dots,
 * keyboard and swipe, automatic advance with a pause control. Embla and the engine load after
 * the page; until then the same markup stands still at slide 1, so nothing shifts.
 */
function Carousel({ autoAdvanceMs, ...layout }: CarouselLayout & { autoAdvanceMs?: number }) {
  return (
    <Suspense fallback={<CarouselFrame layout={layout} live={restingCarousel} />}>
      <CarouselEngine layout={layout} autoAdvanceMs={autoAdvanceMs} />
    </Suspense>
  );
}

export interface Banner {
  readonly image: ImageAsset;
  readonly title: string;
  readonly text: string;
  /** Translated description of the picture; omitted, the picture is decorative. */
  readonly alt?: string;
}

/** Two (or more) banners that take turns (SPEC.md §9: auto-advance 6 s, loop). */
export function BannerCarousel({
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

export interface Slide {
  readonly title: string;
  readonly description: string;
  readonly icon?: LucideIcon;
}

/**
 * Cards that slide (SPEC.md §2: home's six banner cards, the sports slide carousel): one per view
 * on phones, two on tablets, three on desktops; loops; `autoAdvanceMs` makes it advance by itself.
 */
export function SlideCarousel({
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
        const Icon = slide.icon;
        return (
          <article className="flex h-full flex-col rounded-card bg-surface p-7 shadow-card ring-1 ring-line on-night:bg-night-raised on-night:shadow-none on-night:ring-night-line">
            {Icon ? (
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand to-brand-strong text-white shadow-glow">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
            ) : null}
            <h3 className={`text-title font-semibold text-balance ${Icon ? "mt-6" : ""}`}>{slide.title}</h3>
            <p className="mt-3 text-ink-muted text-pretty on-night:text-on-night-muted">{slide.description}</p>
          </article>
        );
      }}
    />
  );
}
