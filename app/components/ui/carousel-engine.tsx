import type { EmblaCarouselType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { CarouselFrame, type CarouselLayout } from "./carousel-frame.tsx";
import { useReducedMotion } from "./use-motion.ts";

/**
 * The live carousel, loaded after the page (carousels sit below the fold): Embla for swipe and
 * looping, starting at the first slide; arrow keys; automatic advance every `autoAdvanceMs` that
 * stops while the pointer or keyboard focus is inside, when the visitor pauses it, and never
 * starts under reduced motion (WCAG 2.2 SC 2.2.2). A manual move restarts the period.
 */
/** Slides a visitor can see now: at least a pixel inside the viewport, not just touching its edge. */
function slidesShown(embla: EmblaCarouselType): number[] {
  const viewport = embla.rootNode().getBoundingClientRect();
  return embla.slideNodes().flatMap((node, index) => {
    const slide = node.getBoundingClientRect();
    return Math.min(slide.right, viewport.right) - Math.max(slide.left, viewport.left) >= 1 ? [index] : [];
  });
}

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
      const shown = slidesShown(embla);
      setInView((current) => (current.join() === shown.join() ? current : shown));
    };
    update(api);
    // Also on "scroll": a slide entering is shown from its first pixel, one leaving until its last
    // (the IntersectionObserver behind "slidesInView" counts a slide touching the edge as in view).
    const events = ["select", "slidesInView", "scroll", "settle", "reInit"] as const;
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
