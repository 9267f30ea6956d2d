import type { LucideIcon } from "lucide-react";

const tones = {
  soft: "bg-brand-soft text-brand-strong ring-1 ring-brand/10 on-night:bg-brand/20 on-night:text-brand-bright on-night:ring-brand-bright/25",
  solid: "bg-gradient-to-br from-brand to-brand-strong text-white shadow-glow",
} as const;

/** The square tile behind a feature's icon; it never shrinks beside long text. */
export function IconTile({ icon: Icon, tone = "soft" }: { icon: LucideIcon; tone?: keyof typeof tones }) {
  return (
    <span
      data-icon-tile=""
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl ${tones[tone]}`}
    >
      <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </span>
  );
}
