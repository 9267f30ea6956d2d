import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { Boundary } from "../../islands/boundary.tsx";

// `toast()` and `<Toaster />` are tiny; the Radix region loads with the first toast or `preloadToasts()`.
export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  readonly title: string;
  readonly description?: string;
  /** "destructive" for errors: red, and announced assertively (ARIA live region). */
  readonly variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  readonly id: number;
  readonly open: boolean;
}

/** More at once would cover the page on a phone; the oldest makes room. */
const visibleLimit = 3;
const none: readonly ToastItem[] = [];
let items: readonly ToastItem[] = none;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toast(options: ToastOptions): number {
  const id = nextId++;
  publish([...items.filter((item) => item.open), { ...options, id, open: true }].slice(-visibleLimit));
  return id;
}

/** Closes a toast (it leaves with its exit animation, then is removed). */
export function dismissToast(id: number): void {
  publish(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => publish(items.filter((item) => item.id !== id)), 300);
}

const loadRegion = () => import("./toast-region.tsx");
const ToastRegion = lazy(loadRegion);

export function preloadToasts(): void {
  void loadRegion();
}

/** Where toasts appear: inside the contact form's island (app/components/contact/contact-form.island.tsx). */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => none,
  );
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (current.length > 0) setNeeded(true);
  }, [current]);
  if (!needed && current.length === 0) return null;
  return (
    <Boundary name="toasts" fallback={<PlainToasts toasts={current} />}>
      <Suspense fallback={null}>
        <ToastRegion toasts={current} onDismiss={dismissToast} />
      </Suspense>
    </Boundary>
  );
}

/** The toasts' words where their renderer did not load: read out and shown all the same, without motion. */
function PlainToasts({ toasts }: { toasts: readonly ToastItem[] }) {
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 grid gap-2 sm:left-auto sm:w-96">
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <p
            key={item.id}
            className={`rounded-xl p-4 text-sm shadow-card ${item.variant === "destructive" ? "bg-danger text-white" : "bg-surface text-ink"}`}
          >
            <strong className="block font-semibold">{item.title}</strong>
            {item.description}
          </p>
        ))}
    </div>
  );
}
