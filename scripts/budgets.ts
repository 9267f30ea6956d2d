// The performance budgets: sizes for `npm run check:budgets`, Lighthouse figures for `npm run bench`.
// Why each number: docs/decisions/0010-islands.md.
import { phoneHeroBytes } from "../art/catalog.ts";

export const budgets = {
  /** Compressed JavaScript any page downloads before any input, for any visitor. */
  javascript: 100 * 1024,
  /** A first-time visitor's where no island starts in the first view: the banner and the loader, no React. */
  firstVisitJavascript: 15 * 1024,
  /** The home page's, for a visitor whose stored consent choice allows no vendor. */
  homeJavascript: 75 * 1024,
  /** The page's full stylesheets, compressed. */
  css: 40 * 1024,
  /** The hero picture a phone loads (the smallest AVIF the page preloads): art/catalog.ts. */
  phoneHero: phoneHeroBytes,
  /** Lighthouse, mobile preset, a first visit, medians over the passes. */
  lighthouse: {
    /** The least performance score of every page. */
    performance: 95,
    /** Cumulative layout shift, in every run: strictly below. */
    cls: 0.01,
  },
} as const;
