import type { EmblaCarouselType } from "embla-carousel";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { CarouselFrame, type CarouselLayout } from "./carousel-frame.tsx";
import { useReducedMotion } from "./use-motion.ts";

/** docs/product.md: banner carousels (and the home carousel) advance every 6 s. */
export const carouselAdvanceMs = 6000;

/** How far ahead of the viewport a carousel's engine starts loading. */
const approachMargin = "400px 0px";

/** Embla, the swipe and loop engine: loaded when a carousel comes near the viewport or is touched. */
const loadEmbla = () => import("embla-carousel").then((module) => module.default);

type Move = (embla: EmblaCarouselType, jump: boolean) => void;

/**
 * The slides the visitor can see part of. Embla's own list counts a slide that merely touches the
 * viewport's edge (IntersectionObserver's edge-adjacency), which would leave an off-screen slide
 * focusable; a slide counts here only when at least a pixel of its card is inside the viewport.
 */
function visibleSlides(embla: EmblaCarouselType): number[] {
  const view = embla.rootNode().getBoundingClientRect();
  const slides = embla.slideNodes();
  return embla.slidesInView().filter((index) => {
    const slide = slides[index];
    const box = (slide?.firstElementChild ?? slide)?.getBoundingClientRect();
    return box ? Math.min(box.right, view.right) - Math.max(box.left, view.left) >= 1 : false;
  });
}

/** The slide whose start is nearest the viewport's scrolled position (0 when it has not scrolled). */
function nearestSlide(viewport: HTMLElement): number {
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  let nearest = 0;
  for (const [index, slide] of slides.entries()) {
    const best = slides[nearest] as HTMLElement;
    if (Math.abs(slide.offsetLeft - viewport.scrollLeft) < Math.abs(best.offsetLeft - viewport.scrollLeft))
      nearest = index;
  }
  return nearest;
}

/**
 * The shared behaviour of both carousels (docs/product.md): looping, starting at the first slide, dots,
 * arrow keys and swipe, automatic advance every `autoAdvanceMs` that stops while the pointer or
 * keyboard focus is inside, when the visitor pauses it, and never starts under reduced motion
 * (WCAG 2.2 SC 2.2.2); a manual move restarts the period.
 *
 * The markup is prerendered; before any script it scrolls by itself (scroll snap) and its dots are
 * links to the slides (carousel-frame.tsx). The island hydrates when it nears the viewport, and Embla,
 * which then moves it, loads when the carousel comes within `approachMargin` of the viewport, or is
 * pointed at or focused first. A move asked for before then is made once it has loaded.
 */
export function Carousel({ autoAdvanceMs, ...layout }: CarouselLayout & { autoAdvanceMs?: number }) {
  const reduced = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<readonly number[]>([]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [manualMoves, setManualMoves] = useState(0);
  const queued = useRef<Move | null>(null);

  // Wanted once it approaches the viewport.
  useEffect(() => {
    if (!viewport || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: approachMargin },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEmbla().then((EmblaCarousel) => {
      if (cancelled) return;
      // Before the engine the viewport scrolls by itself (scroll snap, carousel-frame.tsx): the
      // engine starts at the slide the visitor scrolled to, and takes the viewport back to 0.
      const startIndex = nearestSlide(viewport);
      viewport.scrollLeft = 0;
      embla = EmblaCarousel(viewport, { loop: true, align: "start", startIndex, duration: 28 });
      setApi(embla);
    });
    return () => {
      cancelled = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted]);

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

  const autoAdvances = Boolean(autoAdvanceMs) && layout.count > 1 && !reduced;
  const running = autoAdvances && !paused && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move restarts the period
  useEffect(() => {
    if (!api || !running || !autoAdvanceMs) return;
    const id = window.setInterval(() => api.scrollNext(), autoAdvanceMs);
    return () => window.clearInterval(id);
  }, [api, running, autoAdvanceMs, manualMoves]);

  // Under reduced motion a move is a jump, not a slide.
  const go = useCallback(
    (move: Move) => {
      setManualMoves((value) => value + 1);
      if (api) move(api, reduced);
      else {
        queued.current = move;
        setWanted(true);
      }
    },
    [api, reduced],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go((embla, jump) => embla.scrollNext(jump));
    else if (event.key === "ArrowLeft") go((embla, jump) => embla.scrollPrev(jump));
    else return;
    event.preventDefault();
  };

  return (
    <CarouselFrame
      layout={layout}
      live={{
        selected,
        inView,
        running,
        autoAdvances,
        paused,
        ready: Boolean(api),
        viewportRef: setViewport,
        onTogglePause: () => setPaused((value) => !value),
        onSelect: (index) => go((embla, jump) => embla.scrollTo(index, jump)),
        onPrevious: () => go((embla, jump) => embla.scrollPrev(jump)),
        onNext: () => go((embla, jump) => embla.scrollNext(jump)),
        onKeyDown,
        onPointerEnter: () => {
          setWanted(true);
          setHovered(true);
        },
        onPointerLeave: () => setHovered(false),
        onFocusChange: (focus) => {
          if (focus) setWanted(true);
          setFocused(focus);
        },
      }}
    />
  );
}
