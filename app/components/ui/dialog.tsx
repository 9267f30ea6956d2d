import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef } from "react";

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** Read with the title when the dialog opens (aria-describedby). */
  readonly description?: ReactNode;
  /** Label of the close button in the corner; without it the dialog closes by its own buttons and Escape. */
  readonly closeLabel?: string;
  /** Buttons at the bottom, always visible while the body scrolls. */
  readonly footer?: ReactNode;
  readonly size?: "sm" | "lg";
  /** Where focus goes on close (call preventDefault to take over); by default back to what had it when the dialog opened. */
  readonly onCloseAutoFocus?: (event: Event) => void;
  readonly children?: ReactNode;
}

/** A modal dialog (WAI-ARIA APG): Radix implements the behaviour; this file is its look. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  footer,
  size = "lg",
  onCloseAutoFocus,
  children,
}: DialogProps) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from anywhere (banner,
  // footer, events), so the element that had focus when one opened gets it back on close.
  const returnFocus = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement;
  }, [open]);
  const restoreFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const target = returnFocus.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-night/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={restoreFocus}
          aria-modal="true"
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-surface text-ink shadow-card outline-none ${
            size === "sm" ? "max-w-md" : "max-w-2xl"
          }`}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <RadixDialog.Title className="text-xl font-semibold text-balance">{title}</RadixDialog.Title>
            {closeLabel ? (
              <RadixDialog.Close
                aria-label={closeLabel}
                className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className={`px-6 pt-2 text-ink-muted ${children ? "" : "pb-5"}`}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-4 pb-2">{children}</div> : null}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
          ) : (
            <div className="pb-4" />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
