import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** SPEC.md §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** Wraps a part of the page whose tooltips share the spec's timing. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider {...tooltipTiming}>{children}</RadixTooltip.Provider>;
}

/**
 * A short hint on hover and keyboard focus (Radix: Escape closes it, it stays while hovered, WCAG
 * 2.2 SC 1.4.13). It supplements the trigger's own accessible name, never replaces it. It sits in
 * a `TooltipProvider`, which the tooltips of one part of the page share so the skip delay works
 * between them.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={8}
          className="z-50 max-w-xs rounded-lg bg-night px-3 py-2 text-sm text-on-night shadow-raised ring-1 ring-night-line data-[state=delayed-open]:animate-tooltip-in"
        >
          {content}
          <RadixTooltip.Arrow className="fill-night" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
