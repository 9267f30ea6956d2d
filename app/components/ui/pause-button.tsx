import { Pause, Play } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * The visible pause control every moving element carries (WCAG 2.2 SC 2.2.2 Pause, Stop, Hide).
 * Its name says what pressing it does, so it needs no pressed state.
 */
export function PauseButton({
  paused,
  onToggle,
  kind,
  className = "",
}: {
  paused: boolean;
  onToggle: () => void;
  /** "animation" for heroes, "slides" for carousels: the label names what stops. */
  kind: "animation" | "slides";
  className?: string;
}) {
  const { t } = useTranslation();
  const label = paused ? t(`ui.motion.play.${kind}`) : t(`ui.motion.pause.${kind}`);
  return (
    <button
      type="button"
      onClick={onToggle}
      title={label}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-night/55 text-on-night ring-1 ring-white/25 backdrop-blur transition-colors hover:bg-night/80 ${className}`}
    >
      {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      <span className="sr-only">{label}</span>
    </button>
  );
}
