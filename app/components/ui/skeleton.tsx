/** A grey block that stands in for content while it loads; the caller announces the loading. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse-soft rounded-card bg-line/70 ${className}`} />;
}
