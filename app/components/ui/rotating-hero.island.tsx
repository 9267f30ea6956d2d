import { useId, useState } from "react";
import type { ImageAsset } from "../../images.ts";
import { type ButtonVariant, ExternalButtonLink, ScrollButton } from "./button.tsx";
import { heroEndId } from "./hero-paint.ts";
import { PauseButton } from "./pause-button.tsx";
import { Slideshow } from "./slideshow.tsx";
import { TypingHeadline } from "./typing-headline.tsx";
import { useHydrated, useReducedMotion, useTicker } from "./use-motion.ts";

/** A button of the hero: a link off the site (opens in a new tab) or to an anchor of this page. */
export type HeroAction = { readonly label: string; readonly variant: ButtonVariant; readonly arrow?: boolean } & (
  | { readonly kind: "external"; readonly href: string }
  | { readonly kind: "anchor"; readonly target: string }
);

/** docs/product.md: a value longer than this switches to the long style. */
const longValueThreshold = 60;
/** docs/product.md: the rotation period of the music, sports and platform heroes; the home slideshow's is 5 s. */
export const heroRotationMs = 7000;

/**
 * A page's hero (docs/product.md): the messages share one grid cell, so the height never changes; one
 * control pauses everything (WCAG 2.2.2); with reduced motion nothing moves.
 */
export default function RotatingHero({
  title,
  headings,
  eyebrow,
  description,
  messages = [],
  images,
  actions,
  interval = heroRotationMs,
}: {
  title?: string;
  headings?: readonly string[];
  eyebrow?: string;
  description?: string;
  messages?: readonly { audience: string; value: string }[];
  images: readonly ImageAsset[];
  actions?: readonly HeroAction[];
  interval?: number;
}) {
  const home = Boolean(headings);
  const titleId = useId();
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const canMove = hydrated && !reduced && (messages.length > 1 || images.length > 1);
  const running = canMove && !paused;
  const tick = useTicker(interval, running);
  const activeMessage = messages.length ? tick % messages.length : 0;

  return (
    <section
      aria-labelledby={home ? undefined : titleId}
      className="on-night relative isolate flex min-h-hero items-center overflow-hidden bg-night text-on-night lg:h-hero"
    >
      <Slideshow images={images} active={images.length ? tick % images.length : 0} moving={running} />
      <div
        className={`hero-words mx-auto w-full max-w-6xl px-5 pt-14 pb-20 sm:px-6 ${home ? "sm:py-16 lg:py-8" : "sm:py-14 lg:py-6"}`}
      >
        {eyebrow ? (
          <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/8 px-3 py-1 text-sm font-medium text-on-night ring-1 ring-white/20 backdrop-blur">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
            {eyebrow}
          </p>
        ) : null}
        {headings ? (
          <TypingHeadline headings={headings} running={running} className="max-w-4xl text-hero font-bold" />
        ) : (
          <h1 id={titleId} className="max-w-3xl text-display font-bold text-balance lg:max-w-4xl">
            {title}
          </h1>
        )}
        {messages.length ? (
          <div className="mt-6 grid max-w-3xl lg:mt-3 lg:max-w-4xl" data-testid="hero-messages">
            {messages.map((message, index) => {
              const active = index === activeMessage;
              const long = message.value.length > longValueThreshold;
              return (
                <p
                  key={message.audience}
                  aria-hidden={active ? undefined : "true"}
                  data-active={active ? "true" : undefined}
                  className={`col-start-1 row-start-1 transition-opacity duration-(--duration-fade) ease-in-out ${
                    active ? "opacity-100" : "pointer-events-none opacity-0"
                  }`}
                >
                  <span className="mb-3 inline-flex rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-accent ring-1 ring-accent/30">
                    {message.audience}
                  </span>
                  <span
                    data-long={long ? "true" : undefined}
                    className={`block text-pretty ${
                      long
                        ? "text-lg font-medium text-on-night sm:text-xl"
                        : "text-2xl font-semibold tracking-tight text-on-night sm:text-3xl"
                    }`}
                  >
                    {message.value}
                  </span>
                </p>
              );
            })}
          </div>
        ) : null}
        {description ? (
          <p
            className={`max-w-2xl text-lead text-on-night-muted text-pretty ${home ? "mt-6 lg:mt-4 lg:max-w-3xl" : "mt-5 lg:mt-3 lg:max-w-4xl"}`}
          >
            {description}
          </p>
        ) : null}
        {actions?.length ? (
          <div className={`mt-8 flex flex-wrap gap-3 ${home ? "lg:mt-6" : "lg:mt-5"}`}>
            {actions.map((action) =>
              action.kind === "external" ? (
                <ExternalButtonLink key={action.label} href={action.href} variant={action.variant} size="lg">
                  {action.label}
                </ExternalButtonLink>
              ) : (
                <ScrollButton
                  key={action.label}
                  target={action.target}
                  variant={action.variant}
                  size="lg"
                  arrow={action.arrow}
                >
                  {action.label}
                </ScrollButton>
              ),
            )}
          </div>
        ) : null}
      </div>
      {/* Darkens the pictures under the text for AA contrast; last, so the words wait for it (hero-paint.ts). */}
      <div
        id={heroEndId}
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-night/80 bg-hero-scrim md:bg-transparent"
      />
      {canMove ? (
        <PauseButton
          kind="animation"
          tone="onDark"
          paused={paused}
          onToggle={() => setPaused((value) => !value)}
          className="absolute right-4 bottom-4 sm:right-6 sm:bottom-6"
        />
      ) : null}
    </section>
  );
}
