import type { EmblaCarouselType } from "embla-carousel";
import {
  BadgeCheck,
  ChartNoAxesCombined,
  ChevronLeft,
  ChevronRight,
  HandCoins,
  Nfc,
  ShieldCheck,
  Trophy,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { ImageAsset } from "../../images.ts";
import { useUiText } from "../../islands/ui-words.tsx";
import { IconTile } from "./icon-tile.tsx";
import { PauseButton } from "./pause-button.tsx";
import { Picture } from "./picture.tsx";
import { useReducedMotion } from "./use-motion.ts";

/** docs/product.md: carousels advance every 6 s. */
export const carouselAdvanceMs = 6000;

/** The icons a card can carry, by name: an island's props travel as JSON. */
const icons = { BadgeCheck, ChartNoAxesCombined, HandCoins, Nfc, ShieldCheck, Trophy } as const;

/** A banner (with `image`, one per view) or a card (one to three per view, by width). */
export interface Slide {
  readonly title: string;
  readonly text: string;
  readonly icon?: keyof typeof icons;
  readonly image?: ImageAsset;
  /** Translated description of the picture; omitted, the picture is decorative. */
  readonly alt?: string;
}

type Move = (embla: EmblaCarouselType, jump: boolean) => void;

// Embla counts a slide that merely touches the viewport's edge, which would leave it focusable.
function visibleSlides(embla: EmblaCarouselType): number[] {
  const view = embla.rootNode().getBoundingClientRect();
  const slides = embla.slideNodes();
  return embla.slidesInView().filter((index) => {
    const slide = slides[index];
    const box = (slide?.firstElementChild ?? slide)?.getBoundingClientRect();
    return box ? Math.min(box.right, view.right) - Math.max(box.left, view.left) >= 1 : false;
  });
}

/** The slide whose start is nearest the viewport's scrolled position. */
function nearestSlide(viewport: HTMLElement): number {
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - viewport.scrollLeft);
  return slides.reduce(
    (best, slide, index) => (distance(slide) < distance(slides[best] as HTMLElement) ? index : best),
    0,
  );
}

function SlideContent({ slide }: { slide: Slide }) {
  if (slide.image)
    return (
      <article className="grid overflow-hidden rounded-panel bg-surface ring-1 ring-line md:grid-cols-[1.15fr_1fr] on-night:bg-night-raised on-night:ring-night-line">
        <Picture
          image={slide.image}
          alt={slide.alt ?? ""}
          className="block aspect-[16/10] md:aspect-auto md:min-h-80"
          imgClassName="size-full object-cover"
        />
        <div className="flex flex-col justify-center p-7 sm:p-10">
          <h3 className="text-title font-semibold text-balance">{slide.title}</h3>
          <p className="mt-3 text-ink-muted text-pretty on-night:text-on-night-muted">{slide.text}</p>
        </div>
      </article>
    );
  const Icon = slide.icon ? icons[slide.icon] : undefined;
  return (
    <article className="flex h-full flex-col rounded-card bg-surface p-7 shadow-card ring-1 ring-line on-night:bg-night-raised on-night:shadow-none on-night:ring-night-line">
      {Icon ? <IconTile icon={Icon} tone="solid" /> : null}
      <h3 className={`text-title font-semibold text-balance ${Icon ? "mt-6" : ""}`}>{slide.title}</h3>
      <p className="mt-3 text-ink-muted text-pretty on-night:text-on-night-muted">{slide.text}</p>
    </article>
  );
}

/** The APG carousel (app/components/ui/README.md): before Embla loads, scroll snap and dots that link to slides. */
export default function CarouselIsland({
  label,
  slides,
  tone = "light",
}: {
  label: string;
  slides: readonly Slide[];
  tone?: "light" | "dark";
}) {
  const t = useUiText();
  const slideId = `${useId()}slide`;
  const count = slides.length;
  const reduced = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<readonly number[]>([]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The viewport stays a tab stop while it holds the focus: taking its tabindex away under a
  // keyboard visitor, when the engine arrives, would drop their focus to the start of the page.
  const [holdsFocus, setHoldsFocus] = useState(false);
  const [manualMoves, setManualMoves] = useState(0);
  const queued = useRef<Move | null>(null);

  // The island hydrates near the viewport (app/islands/islands.ts): the engine loads with it.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      // It may have been focused before this island hydrated.
      setHoldsFocus(document.activeElement === element);
      // The engine starts at the slide the visitor scrolled to, and takes the viewport back to 0.
      const startIndex = nearestSlide(element);
      element.scrollLeft = 0;
      embla = EmblaCarousel(element, { loop: true, align: "start", startIndex, duration: 28 });
      setApi(embla);
    });
    return () => {
      cancelled = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, []);

  useEffect(() => {
    if (!api) return;
    const update = (embla: EmblaCarouselType) => {
      setSelected(embla.selectedScrollSnap());
      const visible = visibleSlides(embla);
      setInView((shown) => (shown.join() === visible.join() ? shown : visible));
    };
    // Also while it scrolls: a slide turns inert the moment it has left the viewport.
    const events = ["select", "slidesInView", "scroll", "settle", "reInit"] as const;
    update(api);
    for (const event of events) api.on(event, update);
    const move = queued.current;
    queued.current = null;
    if (move) move(api, reduced);
    return () => {
      for (const event of events) api.off(event, update);
    };
  }, [api, reduced]);

  const autoAdvances = count > 1 && !reduced;
  const running = autoAdvances && !paused && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move restarts the period
  useEffect(() => {
    if (!api || !running) return;
    const id = window.setInterval(() => api.scrollNext(), carouselAdvanceMs);
    return () => window.clearInterval(id);
  }, [api, running, manualMoves]);

  // Under reduced motion a move is a jump, not a slide.
  const go = (move: Move) => {
    setManualMoves((value) => value + 1);
    if (api) move(api, reduced);
    else queued.current = move;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go((embla, jump) => embla.scrollNext(jump));
    else if (event.key === "ArrowLeft") go((embla, jump) => embla.scrollPrev(jump));
    else return;
    event.preventDefault();
  };

  const ready = Boolean(api);
  const onDark = tone === "dark";
  const control = `inline-flex size-10 items-center justify-center rounded-full ring-1 ring-inset transition-colors ${
    onDark
      ? "text-on-night ring-night-line hover:bg-night-raised"
      : "bg-surface text-ink ring-line hover:bg-surface-muted"
  }`;
  const slideClass = slides[0]?.image ? "basis-full" : "basis-[88%] sm:basis-1/2 lg:basis-1/3";

  return (
    // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a region with a role description
    <div
      role="region"
      aria-roledescription={t("ui.carousel.roleDescription")}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        setHoldsFocus(event.target === viewport.current);
      }}
      onBlur={(event) => {
        setHoldsFocus(false);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-running={running ? "true" : "false"}
      data-ready={ready ? "true" : undefined}
    >
      {/* The viewport is the offsetParent Embla measures slides against. Until Embla runs it scrolls
          by itself, slide by slide, by swipe, the dots or the keyboard (it is a tab stop then). */}
      <div
        ref={viewport}
        tabIndex={ready && !holdsFocus ? undefined : 0}
        className={`relative ${ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"}`}
      >
        <div className={`flex ${ready ? "touch-pan-y" : ""}`}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: each slide is a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list in a fixed order
              key={index}
              id={`${slideId}-${index + 1}`}
              data-slide=""
              role="group"
              aria-roledescription={t("ui.carousel.slide")}
              aria-label={t("ui.carousel.slideLabel", { index: index + 1, count })}
              // Until measured, every slide counts as visible.
              inert={inView.length === 0 || inView.includes(index) ? undefined : true}
              data-active={index === selected ? "true" : undefined}
              className={`min-w-0 shrink-0 grow-0 snap-start pr-4 sm:pr-6 ${slideClass}`}
            >
              <SlideContent slide={slide} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-1">
          {slides.map((_slide, index) => {
            const active = index === selected;
            return (
              // A link to its slide, which works before any script; then the engine moves to it.
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={index}
                href={`#${slideId}-${index + 1}`}
                aria-label={t("ui.carousel.goToSlide", { index: index + 1 })}
                aria-current={active ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go((embla, jump) => embla.scrollTo(index, jump));
                }}
                className="group/dot inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all duration-(--duration-slide) ${
                    active
                      ? `w-7 ${onDark ? "bg-accent" : "bg-brand"}`
                      : `w-2.5 ${onDark ? "bg-on-night-muted/60 group-hover/dot:bg-on-night-muted" : "bg-ink/30 group-hover/dot:bg-ink/55"}`
                  }`}
                />
              </a>
            );
          })}
        </div>
        {/* Previous, next and pause need the engine: kept in place but hidden until it runs. */}
        <div className={`flex items-center gap-2 ${ready ? "" : "invisible"}`}>
          {autoAdvances ? (
            <PauseButton
              kind="slides"
              paused={paused}
              onToggle={() => setPaused((value) => !value)}
              tone={onDark ? "onDark" : "onLight"}
            />
          ) : null}
          {(["previous", "next"] as const).map((to) => {
            const Chevron = to === "next" ? ChevronRight : ChevronLeft;
            return (
              <button
                key={to}
                type="button"
                className={control}
                aria-label={t(`ui.carousel.${to}`)}
                onClick={() => go((embla, jump) => (to === "next" ? embla.scrollNext(jump) : embla.scrollPrev(jump)))}
              >
                <Chevron aria-hidden="true" className="size-5" />
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
