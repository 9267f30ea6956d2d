import type { EmblaCarouselType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ImageAsset } from "../../images.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { PauseButton } from "./pause-button.tsx";
import { Picture } from "./picture.tsx";
import { useReducedMotion } from "./use-motion.ts";

/** SPEC.md §9: banner carousels (and the home carousel) advance every 6 s. */
export const carouselAdvanceMs = 6000;

interface CarouselState {
  readonly selected: number;
  readonly inView: readonly number[];
}

/**
 * The behaviour both carousels share (SPEC.md §4): Embla for swipe and looping, starting at the
 * first slide; dots "Go to slide N" with the active one marked; arrow keys; automatic advance that
 * stops while the pointer or keyboard focus is inside (WCAG 2.2 SC 2.2.2), when the visitor pauses
 * it, and never starts with reduced motion. The structure follows the WAI-ARIA APG carousel.
 */
function Carousel({
  label,
  count,
  autoAdvanceMs,
  tone,
  slideClass,
  renderSlide,
}: {
  label: string;
  count: number;
  autoAdvanceMs?: number;
  tone: "light" | "dark";
  slideClass: string;
  renderSlide: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const hydrated = useHydrated();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start", startIndex: 0, duration: 28 });
  const [state, setState] = useState<CarouselState>({ selected: 0, inView: [] });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [manualMoves, setManualMoves] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = (embla: EmblaCarouselType) =>
      setState({ selected: embla.selectedScrollSnap(), inView: embla.slidesInView() });
    update(api);
    api.on("select", update).on("slidesInView", update).on("reInit", update);
    return () => {
      api.off("select", update).off("slidesInView", update).off("reInit", update);
    };
  }, [api]);

  const autoAdvances = Boolean(autoAdvanceMs) && count > 1 && hydrated && !reduced;
  const running = autoAdvances && !paused && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move restarts the period
  useEffect(() => {
    if (!api || !running || !autoAdvanceMs) return;
    const id = window.setInterval(() => api.scrollNext(), autoAdvanceMs);
    return () => window.clearInterval(id);
  }, [api, running, autoAdvanceMs, manualMoves]);

  const go = useCallback(
    (move: (embla: EmblaCarouselType) => void) => {
      if (!api) return;
      move(api);
      setManualMoves((value) => value + 1);
    },
    [api],
  );
  const jump = reduced;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go((embla) => embla.scrollNext(jump));
    else if (event.key === "ArrowLeft") go((embla) => embla.scrollPrev(jump));
    else return;
    event.preventDefault();
  };

  const onDark = tone === "dark";
  const control = `inline-flex size-10 items-center justify-center rounded-full ring-1 ring-inset transition-colors ${
    onDark ? "text-on-night ring-night-line hover:bg-night-raised" : "text-ink ring-line hover:bg-surface-muted"
  }`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a region with a role description
    <div
      role="region"
      aria-roledescription={t("ui.carousel.roleDescription")}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-running={running ? "true" : "false"}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y sm:-ml-6">
          {Array.from({ length: count }, (_, index) => {
            const visible = state.inView.length === 0 ? index === 0 : state.inView.includes(index);
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: each slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list in a fixed order
                key={index}
                role="group"
                aria-roledescription={t("ui.carousel.slide")}
                aria-label={t("ui.carousel.slideLabel", { index: index + 1, count })}
                inert={hydrated && !visible ? true : undefined}
                className={`min-w-0 shrink-0 grow-0 pl-4 sm:pl-6 ${slideClass}`}
              >
                {renderSlide(index)}
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-1">
          {Array.from({ length: count }, (_, index) => {
            const active = index === state.selected;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={index}
                type="button"
                aria-label={t("ui.carousel.goToSlide", { index: index + 1 })}
                aria-current={active ? "true" : undefined}
                onClick={() => go((embla) => embla.scrollTo(index, jump))}
                className="group/dot inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all duration-300 ${
                    active
                      ? `w-7 ${onDark ? "bg-accent" : "bg-brand"}`
                      : `w-2.5 ${onDark ? "bg-on-night-muted/50 group-hover/dot:bg-on-night-muted" : "bg-ink/25 group-hover/dot:bg-ink/50"}`
                  }`}
                />
              </button>
            );
          })}
        </div>
        <div className="flex items-center gap-2">
          {autoAdvances ? (
            <PauseButton
              kind="slides"
              paused={paused}
              onToggle={() => setPaused((value) => !value)}
              className={onDark ? "" : "bg-surface text-ink ring-line hover:bg-surface-muted"}
            />
          ) : null}
          <button
            type="button"
            className={control}
            aria-label={t("ui.carousel.previous")}
            onClick={() => go((embla) => embla.scrollPrev(jump))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={control}
            aria-label={t("ui.carousel.next")}
            onClick={() => go((embla) => embla.scrollNext(jump))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </div>
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
