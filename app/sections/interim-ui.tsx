/**
 * INTERIM: stand-ins with the props of the component contract (app/components/ui/README.md), used
 * only until the design system lands on this branch; then every import of this file moves to
 * app/components/ui/* and app/images.ts, and this file is deleted.
 */
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { ExternalLink } from "../components/external-link.tsx";
import { prefersReducedMotion, scrollToAnchor } from "../lib/scroll.ts";

export interface ImageAsset {
  src: string;
  srcSet: string;
  sizes?: string;
  width: number;
  height: number;
}

type Variant = "primary" | "secondary" | "ghost" | "onDark";
interface ButtonStyle {
  variant?: Variant;
  size?: "md" | "lg";
  children: ReactNode;
}

const variants: Record<Variant, string> = {
  primary: "bg-brand text-white hover:bg-brand-strong",
  secondary: "border border-line bg-surface text-ink hover:bg-surface-muted",
  ghost: "text-brand hover:bg-surface-muted",
  onDark: "bg-accent text-night hover:bg-white",
};
const buttonClass = ({ variant = "primary", size = "md" }: Omit<ButtonStyle, "children">) =>
  `inline-flex items-center justify-center rounded-full font-semibold transition-colors ${variants[variant]} ${
    size === "lg" ? "px-6 py-3 text-base" : "px-5 py-2.5 text-sm"
  }`;

export function ButtonLink({ to, children, ...style }: ButtonStyle & { to: string }) {
  return (
    <Link to={to} className={buttonClass(style)}>
      {children}
    </Link>
  );
}

export function ExternalButtonLink({ href, children, ...style }: ButtonStyle & { href: string }) {
  return (
    <ExternalLink href={href} className={buttonClass(style)}>
      {children}
    </ExternalLink>
  );
}

export function ScrollButton({ target, children, ...style }: ButtonStyle & { target: string }) {
  return (
    <a
      href={`#${target}`}
      className={buttonClass(style)}
      onClick={(event) => {
        event.preventDefault();
        scrollToAnchor(target);
      }}
    >
      {children}
    </a>
  );
}

export function Section({
  id,
  tone = "light",
  eyebrow,
  title,
  lead,
  children,
}: {
  id?: string;
  tone?: "light" | "muted" | "dark";
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  const toneClass =
    tone === "dark" ? "on-night bg-night text-on-night" : tone === "muted" ? "bg-surface-muted" : "bg-surface";
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${toneClass}`}>
      <div className="mx-auto max-w-6xl px-6 py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p> : null}
        <h2 id={headingId} className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-3xl text-lg opacity-80">{lead}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

export function Card({
  icon: Icon,
  title,
  children,
  href,
  cta,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  href?: string;
  cta?: string;
}) {
  return (
    <article className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 text-ink shadow-[var(--shadow-card)]">
      {Icon ? <Icon aria-hidden="true" className="size-8 text-brand" /> : null}
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      {children ? <div className="mt-2 text-ink-muted">{children}</div> : null}
      {href && cta ? (
        href.startsWith("#") ? (
          <a
            href={href}
            className="mt-auto pt-4 font-semibold text-brand"
            onClick={(event) => {
              event.preventDefault();
              scrollToAnchor(href.slice(1));
            }}
          >
            {cta}
          </a>
        ) : (
          <Link to={href} className="mt-auto pt-4 font-semibold text-brand">
            {cta}
          </Link>
        )
      ) : null}
    </article>
  );
}

export function Callout({ icon: Icon, title, children }: { icon?: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      {Icon ? <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" /> : null}
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-1 opacity-80">{children}</p>
      </div>
    </div>
  );
}

export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <p className="flex flex-col">
      <span className="text-4xl font-bold text-brand">{value}</span>
      <span className="mt-1 text-sm opacity-80">{label}</span>
    </p>
  );
}

function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return [index, setIndex] as const;
}

export function RotatingHero({
  title,
  description,
  messages,
  actions,
}: {
  title: string;
  description?: string;
  messages: { audience: string; value: string }[];
  images: ImageAsset[];
  actions?: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  const [index] = useRotation(messages.length, 7000, paused);
  const message = messages[index];
  return (
    <section className="on-night relative isolate overflow-hidden bg-night text-on-night">
      <div className="mx-auto flex min-h-[450px] max-w-6xl flex-col justify-center px-6 py-16">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {message ? (
          <p className="mt-6 max-w-2xl" aria-live="polite">
            <span className="block text-sm font-semibold uppercase tracking-wider text-accent">{message.audience}</span>
            <span className="block text-xl">{message.value}</span>
          </p>
        ) : null}
        {description ? <p className="mt-4 max-w-2xl text-on-night-muted">{description}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {actions}
          <button type="button" className="text-sm underline" onClick={() => setPaused((value) => !value)}>
            {paused ? "▶" : "❚❚"}
          </button>
        </div>
      </div>
    </section>
  );
}

export function BannerCarousel({
  label,
  banners,
}: {
  label: string;
  banners: { image?: ImageAsset; title: string; text: string }[];
}) {
  const [index] = useRotation(banners.length, 6000, false);
  const banner = banners[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="mt-10 rounded-2xl bg-night p-8 text-on-night"
    >
      {banner ? (
        <div>
          <h3 className="text-2xl font-semibold">{banner.title}</h3>
          <p className="mt-2 text-on-night-muted">{banner.text}</p>
        </div>
      ) : null}
    </section>
  );
}

export function SlideCarousel({
  label,
  slides,
}: {
  label: string;
  slides: { title: string; description: string; icon?: LucideIcon }[];
}) {
  const [index, setIndex] = useRotation(slides.length, 6000, false);
  const slide = slides[index];
  return (
    <section aria-roledescription="carousel" aria-label={label} className="mt-10 rounded-2xl border border-line p-8">
      {slide ? (
        <div>
          <h3 className="text-2xl font-semibold">{slide.title}</h3>
          <p className="mt-2 text-ink-muted">{slide.description}</p>
        </div>
      ) : null}
      <div className="mt-6 flex gap-2">
        {slides.map((item, dot) => (
          <button
            key={item.title}
            type="button"
            aria-label={`Go to slide ${dot + 1}`}
            aria-current={dot === index}
            onClick={() => setIndex(dot)}
            className={`size-3 rounded-full ${dot === index ? "bg-brand" : "bg-line"}`}
          />
        ))}
      </div>
    </section>
  );
}
