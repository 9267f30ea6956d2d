import type { ReactNode } from "react";

/** The hero every page opens with: a dark band, the page's one <h1> and its lead text. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="on-night relative isolate overflow-hidden bg-night text-on-night">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_80%_0%,rgb(85_54_240/0.55),transparent),radial-gradient(40%_60%_at_0%_100%,rgb(25_227_169/0.22),transparent)]"
      />
      <div className="mx-auto flex min-h-[450px] max-w-6xl flex-col justify-center px-6 py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg text-on-night-muted text-pretty sm:text-xl">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
