import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useUiText } from "../../islands/ui-words.tsx";
import type { ToastItem } from "./toast.tsx";

const variants = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger bg-danger text-white",
} as const;

/** The toasts, rendered and announced by Radix Toast; errors assertively (`type="foreground"`). */
export default function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const t = useUiText();
  return (
    <Toast.Provider label={t("toast.label")} swipeDirection="right">
      {toasts.map((item) => {
        const variant = item.variant ?? "default";
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) onDismiss(item.id);
            }}
            type={variant === "destructive" ? "foreground" : "background"}
            duration={variant === "destructive" ? 10_000 : 6000}
            data-variant={variant}
            className={`pointer-events-auto relative flex w-full gap-3 rounded-card border p-4 pr-10 shadow-card motion-safe:data-[state=closed]:animate-toast-out motion-safe:data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variants[variant]}`}
          >
            <div className="grid gap-1">
              <Toast.Title className="font-semibold">{item.title}</Toast.Title>
              {item.description ? (
                <Toast.Description
                  className={variant === "destructive" ? "text-sm text-white" : "text-sm text-ink-muted"}
                >
                  {item.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label={t("toast.close")}
              className={`absolute top-3 right-3 rounded-full p-1 ${variant === "destructive" ? "text-white hover:bg-white/15" : "text-ink-muted hover:bg-surface-muted"}`}
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        label={t("toast.region")}
        className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-3 p-4 outline-none sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
