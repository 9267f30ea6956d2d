import type { EmblaCarouselType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { CarouselFrame, type CarouselLayout } from "./carousel-frame.tsx";
import { useReducedMotion } from "./use-motion.ts";

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

/**
 * The live carousel, loaded after the page (carousels sit below the fold): Embla for swipe and
 * looping, starting at the first slide; arrow keys; automatic advance every `autoAdvanceMs` that
 * stops while the pointer or keyboard focus is inside, when the visitor pauses it, and never
 * starts under reduced motion (WCAG 2.2 SC 2.2.2). A manual move restarts the period.
 */
export default function CarouselEngine({ layout, autoAdvanceMs }: { layout: CarouselLayout; autoAdvanceMs?: number }) {
  const reduced = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start", startIndex: 0, duration: 28 });
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<readonly number[]>([]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [manualMoves, setManualMoves] = useState(0);

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
    return () => {
      for (const event of events) api.off(event, update);
    };
  }, [api]);

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
    (move: (embla: EmblaCarouselType, jump: boolean) => void) => {
      if (!api) return;
      move(api, reduced);
      setManualMoves((value) => value + 1);
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
        viewportRef,
        onTogglePause: () => setPaused((value) => !value),
        onSelect: (index) => go((embla, jump) => embla.scrollTo(index, jump)),
        onPrevious: () => go((embla, jump) => embla.scrollPrev(jump)),
        onNext: () => go((embla, jump) => embla.scrollNext(jump)),
        onKeyDown,
        onPointerEnter: () => setHovered(true),
        onPointerLeave: () => setHovered(false),
        onFocusChange: setFocused,
      }}
    />
  );
}
