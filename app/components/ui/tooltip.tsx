import {
  cloneElement,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";

/** docs/product.md: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const;

/**
 * How long a tooltip waits after the pointer leaves its trigger before it closes: time to cross
 * onto the tooltip itself (WCAG 2.2 SC 1.4.13, hoverable), well inside the skip delay.
 */
const closeGraceMs = 50;

interface TooltipGroup {
  readonly openId: string | null;
  /** Hover opens after the delay (at once within the skip delay); keyboard focus opens at once. */
  open(id: string, how: "hover" | "focus"): void;
  /** Closes now, or after the grace period unless the pointer arrives on the tooltip. */
  close(id: string, how: "now" | "grace"): void;
  /** The pointer reached the tooltip: it stays. */
  keep(id: string): void;
}

const GroupContext = createContext<TooltipGroup | null>(null);

/**
 * The tooltips of one part of the page: one is open at a time, and the skip delay works between
 * them. The behaviour Radix's tooltip has, written here so that the pricing page does not carry a
 * positioning engine for one row of hints (a smaller page: docs/decisions/0006-react-in-the-browser.md).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const opening = useRef<number | undefined>(undefined);
  const closing = useRef<number | undefined>(undefined);

  const clearTimers = useCallback(() => {
    window.clearTimeout(opening.current);
    window.clearTimeout(closing.current);
  }, []);

  const group = useMemo<Omit<TooltipGroup, "openId">>(() => {
    const show = (id: string | null) => {
      if (current.current && id !== current.current) closedAt.current = Date.now();
      current.current = id;
      setOpenId(id);
    };
    return {
      open(id, how) {
        clearTimers();
        const skip = current.current !== null || Date.now() - closedAt.current < tooltipTiming.skipDelayDuration;
        if (how === "focus" || skip) show(id);
        else opening.current = window.setTimeout(() => show(id), tooltipTiming.delayDuration);
      },
      close(id, how) {
        clearTimers();
        if (current.current !== id) return;
        if (how === "now") show(null);
        else closing.current = window.setTimeout(() => current.current === id && show(null), closeGraceMs);
      },
      keep(id) {
        if (current.current === id) window.clearTimeout(closing.current);
      },
    };
  }, [clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);

  const value = useMemo(() => ({ ...group, openId }), [group, openId]);
  return <GroupContext.Provider value={value}>{children}</GroupContext.Provider>;
}

/**
 * A short hint on hover and keyboard focus that supplements the trigger's own accessible name,
 * never replaces it (give the trigger a description for screen readers). Escape closes it, and it
 * stays while the pointer is on it (WCAG 2.2 SC 1.4.13); touch does not open it. It appears above
 * the trigger, centred, within the nearest positioned ancestor: put the trigger in a `relative`
 * box. It sits in a `TooltipProvider`.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const group = useContext(GroupContext);
  if (!group) throw new Error("Tooltip must be inside a TooltipProvider");
  const id = useId();
  const open = group.openId === id;
  // Focus that follows a press is the pointer's, not the keyboard's: it opens nothing (as Radix).
  const pressed = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") group.close(id, "now");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, group, id]);

  const props = children.props as {
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerLeave?: (event: PointerEvent) => void;
    onPointerDown?: (event: PointerEvent) => void;
    onKeyDown?: (event: KeyboardEvent) => void;
    onFocus?: (event: FocusEvent) => void;
    onBlur?: (event: FocusEvent) => void;
  };
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === "mouse") group.open(id, "hover");
    },
    onPointerLeave: (event: PointerEvent) => {
      props.onPointerLeave?.(event);
      if (event.pointerType === "mouse") group.close(id, "grace");
    },
    onPointerDown: (event: PointerEvent) => {
      props.onPointerDown?.(event);
      pressed.current = true;
      group.close(id, "now");
    },
    // Also here, not only on the document: the keyboard's own Escape needs no effect to have run.
    onKeyDown: (event: KeyboardEvent) => {
      props.onKeyDown?.(event);
      if (event.key === "Escape") group.close(id, "now");
    },
    onFocus: (event: FocusEvent) => {
      props.onFocus?.(event);
      if (!pressed.current) group.open(id, "focus");
      pressed.current = false;
    },
    onBlur: (event: FocusEvent) => {
      props.onBlur?.(event);
      pressed.current = false;
      group.close(id, "now");
    },
  } as Partial<typeof props>);

  return (
    <>
      {trigger}
      {open ? (
        // The bottom padding bridges the gap to the trigger, so the pointer can cross onto it.
        <span
          role="tooltip"
          onPointerEnter={() => group.keep(id)}
          onPointerLeave={(event) => event.pointerType === "mouse" && group.close(id, "grace")}
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
