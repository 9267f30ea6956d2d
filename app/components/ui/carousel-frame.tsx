import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type ReactNode, type Ref, useCallback, useEffect, useId, useRef, useState } from "react";
import { useUiText } from "../../islands/ui-words.tsx";
import { PauseButton } from "./pause-button.tsx";

/** What a carousel needs to draw itself; `Carousel` (carousel.tsx) fills in the live parts. */
export interface CarouselLayout {
  readonly label: string;
  readonly count: number;
  readonly tone: "light" | "dark";
  /** Width of a slide (Tailwind basis classes). */
  readonly slideClass: string;
  readonly renderSlide: (index: number) => ReactNode;
}

export interface CarouselLive {
  readonly selected: number;
  /** Slides in view; empty until measured (then only the first counts as visible). */
  readonly inView: readonly number[];
  readonly running: boolean;
  /** Whether it advances by itself at all: then it carries a pause control. */
  readonly autoAdvances: boolean;
  readonly paused: boolean;
  /** Whether the engine has loaded and moves it (until then it stands at slide 1). */
  readonly ready?: boolean;
  readonly viewportRef?: Ref<HTMLDivElement>;
  readonly onTogglePause?: () => void;
  readonly onSelect?: (index: number) => void;
  readonly onPrevious?: () => void;
  readonly onNext?: () => void;
  readonly onKeyDown?: (event: KeyboardEvent) => void;
  readonly onPointerEnter?: () => void;
  readonly onPointerLeave?: () => void;
  readonly onFocusChange?: (focused: boolean) => void;
}

/**
 * A carousel's markup, following the WAI-ARIA APG carousel pattern: a region with a role
 * description, slides as labelled groups (those out of view inert), dots "Go to slide N" with the
 * active one marked, previous / next buttons and, when it advances by itself, a pause control.
 */
export function CarouselFrame({ layout, live }: { layout: CarouselLayout; live: CarouselLive }) {
  const t = useUiText();
  const slideId = `${useId()}slide`;
  const { label, count, tone, slideClass, renderSlide } = layout;
  const measured = live.inView.length > 0;
  // Until the engine runs, the viewport is a tab stop (the keyboard scrolls it). It stays one while
  // it holds the focus: taking its tabindex away under a keyboard visitor, when the engine arrives,
  // would drop their focus to the start of the page. It may have been focused before this island
  // hydrated, which the effect finds out before it starts listening.
  const viewport = useRef<HTMLDivElement | null>(null);
  const [holdsFocus, setHoldsFocus] = useState(false);
  const { viewportRef } = live;
  const setViewport = useCallback(
    (element: HTMLDivElement | null) => {
      viewport.current = element;
      if (typeof viewportRef === "function") viewportRef(element);
      else if (viewportRef) viewportRef.current = element;
    },
    [viewportRef],
  );
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () => setHoldsFocus(document.activeElement === element);
    update();
    element.addEventListener("focus", update);
    element.addEventListener("blur", update);
    return () => {
      element.removeEventListener("focus", update);
      element.removeEventListener("blur", update);
    };
  }, []);
  const onDark = tone === "dark";
  const control = `inline-flex size-10 items-center justify-center rounded-full ring-1 ring-inset transition-colors ${
    onDark
      ? "text-on-night ring-night-line hover:bg-night-raised"
      : "bg-surface text-ink ring-line hover:bg-surface-muted"
  }`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a region with a role description
    <div
      role="region"
      aria-roledescription={t("ui.carousel.roleDescription")}
      aria-label={label}
      onKeyDown={live.onKeyDown}
      onPointerEnter={live.onPointerEnter}
      onPointerLeave={live.onPointerLeave}
      onFocus={() => live.onFocusChange?.(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) live.onFocusChange?.(false);
      }}
      data-running={live.running ? "true" : "false"}
      data-ready={live.ready ? "true" : undefined}
    >
      {/* The viewport is the offsetParent Embla measures slides against, before and after it moves the track.
          Until Embla runs it scrolls by itself, slide by slide (scroll snap), by swipe, keys or the dots. */}
      <div
        ref={setViewport}
        // While it scrolls by itself, the keyboard scrolls it too (arrow keys, once focused).
        tabIndex={live.ready && !holdsFocus ? undefined : 0}
        className={`relative ${live.ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"}`}
      >
        <div className={`flex ${live.ready ? "touch-pan-y" : ""}`}>
          {Array.from({ length: count }, (_, index) => {
            const visible = measured ? live.inView.includes(index) : true;
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: each slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list in a fixed order
                key={index}
                id={`${slideId}-${index + 1}`}
                data-slide=""
                role="group"
                aria-roledescription={t("ui.carousel.slide")}
                aria-label={t("ui.carousel.slideLabel", { index: index + 1, count })}
                inert={visible ? undefined : true}
                data-active={index === live.selected ? "true" : undefined}
                className={`min-w-0 shrink-0 grow-0 snap-start pr-4 sm:pr-6 ${slideClass}`}
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
            const active = index === live.selected;
            return (
              // A link to its slide, which works before any script; then the engine moves to it.
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={index}
                href={`#${slideId}-${index + 1}`}
                aria-label={t("ui.carousel.goToSlide", { index: index + 1 })}
                aria-current={active ? "true" : undefined}
                onClick={(event) => {
                  if (!live.onSelect) return;
                  event.preventDefault();
                  live.onSelect(index);
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
        <div className={`flex items-center gap-2 ${live.ready ? "" : "invisible"}`}>
          {live.autoAdvances && live.onTogglePause ? (
            <PauseButton
              kind="slides"
              paused={live.paused}
              onToggle={live.onTogglePause}
              tone={onDark ? "onDark" : "onLight"}
            />
          ) : null}
          <button type="button" className={control} aria-label={t("ui.carousel.previous")} onClick={live.onPrevious}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={control} aria-label={t("ui.carousel.next")} onClick={live.onNext}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
