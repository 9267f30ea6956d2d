import type { ReactNode } from "react";
import { heroEndId } from "./ui/hero-paint.ts";

/** The hero of a page without a slideshow; its backdrop comes last, the mark its words wait for (hero-paint.ts). */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="on-night relative isolate overflow-hidden bg-night text-on-night">
      <div className="hero-words mx-auto flex min-h-hero max-w-6xl flex-col justify-center px-6 py-20 lg:h-hero lg:py-10">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg text-on-night-muted text-pretty sm:text-xl">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
      <div id={heroEndId} aria-hidden="true" className="absolute inset-0 -z-10 bg-page-hero-glow" />
    </section>
  );
}
