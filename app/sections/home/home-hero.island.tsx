import { useState } from "react";
import { ExternalButtonLink, ScrollButton } from "../../components/ui/button.tsx";
import { HeroPauseButton, HeroScrim } from "../../components/ui/rotating-hero.island.tsx";
import { Slideshow } from "../../components/ui/slideshow.tsx";
import { TypingHeadline } from "../../components/ui/typing-headline.tsx";
import { useReducedMotion, useTicker } from "../../components/ui/use-motion.ts";
import type { ImageAsset } from "../../images.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** docs/product.md: the home slideshow changes picture every 5 s (with the 1 s fade of the design tokens). */
export const homeSlideMs = 5000;

export interface HomeHeroProps {
  readonly eyebrow: string;
  readonly headings: readonly string[];
  readonly subtitle: string;
  readonly login: { readonly href: string; readonly label: string };
  readonly seePlatform: { readonly target: string; readonly label: string };
  readonly images: readonly ImageAsset[];
}

/**
 * The home hero (docs/product.md): the 13-picture slideshow behind the typing headline, the subtitle
 * and the login button. One control pauses both; with reduced motion neither moves. An island
 * hydrated with the page (app/sections/home/hero.tsx gives it its words and pictures).
 */
export default function HomeHero({ eyebrow, headings, subtitle, login, seePlatform, images }: HomeHeroProps) {
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const canMove = hydrated && !reduced;
  const running = canMove && !paused;
  const tick = useTicker(homeSlideMs, running);

  return (
    <section className="on-night relative isolate flex min-h-hero items-center overflow-hidden bg-night text-on-night lg:h-hero">
      <Slideshow images={images} active={tick % images.length} moving={running} />
      <div className="hero-words mx-auto w-full max-w-6xl px-5 pt-14 pb-20 sm:px-6 sm:py-16 lg:py-8">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/8 px-3 py-1 text-sm font-medium text-on-night ring-1 ring-white/20 backdrop-blur">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          {eyebrow}
        </p>
        <TypingHeadline headings={headings} running={running} className="max-w-4xl text-hero font-bold" />
        <p className="mt-6 max-w-2xl text-lead text-on-night-muted text-pretty lg:mt-4 lg:max-w-3xl">{subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3 lg:mt-6">
          <ExternalButtonLink href={login.href} variant="onDark" size="lg">
            {login.label}
          </ExternalButtonLink>
          <ScrollButton target={seePlatform.target} variant="onDarkOutline" size="lg" arrow>
            {seePlatform.label}
          </ScrollButton>
        </div>
      </div>
      <HeroScrim />
      {canMove ? <HeroPauseButton paused={paused} onToggle={() => setPaused((value) => !value)} /> : null}
    </section>
  );
}
