import { Pause, Play } from "lucide-react";
import { useUiText } from "../../islands/ui-words.tsx";

/** At least 3:1 against what the button sits on (WCAG 1.4.11), each tone its own colour pair. */
const tones = {
  onDark: "bg-night/70 text-on-night ring-white/40 backdrop-blur hover:bg-night/90",
  onLight: "bg-surface text-ink ring-ink/40 hover:bg-surface-muted",
} as const;

/** The pause control of every moving element (WCAG 2.2.2); its name says what pressing it does. */
export function PauseButton({
  paused,
  onToggle,
  kind,
  tone,
  className = "",
}: {
  paused: boolean;
  onToggle: () => void;
  /** "animation" for heroes, "slides" for carousels: the label names what stops. */
  kind: "animation" | "slides";
  /** What it sits on: a dark picture or band, or a light section. Each tone has its own colours. */
  tone: "onDark" | "onLight";
  /** Placement only; the colours come from `tone`. */
  className?: string;
}) {
  const t = useUiText();
  const label = paused ? t(`ui.motion.play.${kind}`) : t(`ui.motion.pause.${kind}`);
  return (
    <button
      type="button"
      onClick={onToggle}
      title={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ring-1 transition-colors ${tones[tone]} ${className}`}
    >
      {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      <span className="sr-only">{label}</span>
    </button>
  );
}
