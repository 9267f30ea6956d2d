import type { Category } from "../consent/model.ts";

// Fetched together as module preloads, or a phone would wait one round trip per level of imports.
export interface Preloads {
  /** The islands' runtime and what it imports. */
  readonly runtime: readonly string[];
  /** Each island on the page, by name: its module and what it imports. */
  readonly islands: Readonly<Record<string, readonly string[]>>;
  /** The consent banner's module and what it imports (no React), for a visitor whose choice does not settle the question. */
  readonly consent: readonly string[];
  /** The cookie settings dialog, besides the runtime. */
  readonly settings: readonly string[];
}

export const noPreloads: Preloads = { runtime: [], islands: {}, consent: [], settings: [] };

/** How near the viewport a `visible` island hydrates: a quarter of a screen before it shows. */
export const nearMargin = "25% 0px";

/** The attribute of a control that opens a consent dialog: "settings" (through the runtime) or "opt-out" (app/consent/banner.ts). */
export const consentOpenAttribute = "data-consent-open";

/** The attribute of the copyright line, whose value is the year its text names: the build's, until the loader sees a later one. */
export const yearAttribute = "data-year";

/** The attribute of a button that prints the page (the legal pages' "Print"). */
export const printAttribute = "data-print-page";

/** What the page loader needs to know of the build, in the page as JSON (`<script type="application/json">`). */
export interface LoaderData {
  /** The islands' runtime (app/islands/client.tsx), as built. */
  readonly runtime: string;
  /** The consent banner (app/consent/banner.ts), as built. */
  readonly consent: string;
  readonly preloads: Preloads;
  /** Inter, for the HTTP cache once the page has loaded (app/styles/web-font.ts). */
  readonly font: string;
  /** The consent notice's revision and the categories whose grant runs a vendor (app/consent/vendors.ts). */
  readonly revision: string;
  readonly vendorCategories: readonly Category[];
  /** Where a module that failed to load is reported (site/reports.ts), on the contact function's origin. */
  readonly reports: string;
}

export const loaderDataId = "page-loader-data";
