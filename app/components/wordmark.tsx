import { brand } from "../../site/brand.ts";

/** The Keystub mark: a ticket stub whose notch is a key's bit. */
export function Wordmark({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-display text-xl font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect x="2" y="6" width="28" height="20" rx="5" fill="var(--color-brand)" />
        <circle cx="2" cy="16" r="4" fill="currentColor" className="text-surface" />
        <circle cx="30" cy="16" r="4" fill="currentColor" className="text-surface" />
        <path
          d="M11 16h10m-3 0v4m-3-4v3"
          stroke="var(--color-accent)"
          strokeWidth="2.4"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {brand.name}
    </span>
  );
}
