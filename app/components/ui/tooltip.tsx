import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from "react";

/** docs/product.md: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** Time for the pointer to cross from the trigger onto the tooltip (WCAG 2.2 SC 1.4.13, hoverable). */
const closeGraceMs = 50;

// One group of tooltips, as under Radix's provider, written here so the pricing page carries no
// positioning engine for one row of hints (docs/decisions/0006-react-in-the-browser.md).
let openId: string | null = null;
let closedAt = Number.NEGATIVE_INFINITY;
let timer: number | undefined;
const listeners = new Set<() => void>();

function show(id: string | null): void {
  if (openId && id !== openId) closedAt = Date.now();
  openId = id;
  for (const listener of listeners) listener();
}

/** Hover opens after the delay (at once within the skip delay); keyboard focus opens at once. */
function open(id: string, at: "hover" | "focus"): void {
  window.clearTimeout(timer);
  if (at === "focus" || openId !== null || Date.now() - closedAt < tooltipTiming.skipDelayDuration) show(id);
  else timer = window.setTimeout(() => show(id), tooltipTiming.delayDuration);
}

/** Closes now, or after the grace period unless the pointer arrives on the tooltip. */
function close(id: string, grace = false): void {
  window.clearTimeout(timer);
  if (openId !== id) return;
  if (grace) timer = window.setTimeout(() => openId === id && show(null), closeGraceMs);
  else show(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A hint on hover and focus; Escape closes it, it stays while hovered (WCAG 1.4.13). In a `relative` box. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const id = useId();
  const isOpen = useSyncExternalStore(
    subscribe,
    () => openId === id,
    () => false,
  );
  // Focus that follows a press is the pointer's, not the keyboard's: it opens nothing (as Radix).
  const pressed = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(id);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, id]);

  const trigger = cloneElement(children, {
    onPointerEnter: (event: { pointerType: string }) => event.pointerType === "mouse" && open(id, "hover"),
    onPointerLeave: (event: { pointerType: string }) => event.pointerType === "mouse" && close(id, true),
    onPointerDown: () => {
      pressed.current = true;
      close(id);
    },
    // Also here, not only on the document: the keyboard's own Escape needs no effect to have run.
    onKeyDown: (event: { key: string }) => event.key === "Escape" && close(id),
    onFocus: () => {
      if (!pressed.current) open(id, "focus");
      pressed.current = false;
    },
    onBlur: () => {
      pressed.current = false;
      close(id);
    },
  } as object);

  return (
    <>
      {trigger}
      {isOpen ? (
        // The bottom padding bridges the gap to the trigger, so the pointer can cross onto it.
        <span
          role="tooltip"
          onPointerEnter={() => openId === id && window.clearTimeout(timer)}
          onPointerLeave={(event) => event.pointerType === "mouse" && close(id, true)}
          className="absolute bottom-full left-1/2 z-50 w-max max-w-[min(20rem,calc(100vw-2rem))] -translate-x-1/2 pb-2"
        >
          <span className="relative block animate-tooltip-in rounded-lg bg-night px-3 py-2 text-sm text-on-night shadow-raised ring-1 ring-night-line">
            {content}
            <svg
              aria-hidden="true"
              viewBox="0 0 10 5"
              className="absolute top-full left-1/2 h-1.5 w-3 -translate-x-1/2 fill-night"
            >
              <polygon points="0,0 10,0 5,5" />
            </svg>
          </span>
        </span>
      ) : null}
    </>
  );
}
