import { afterFirstPaint, hydratedMark } from "../../site/first-paint.ts";
import { isSettled } from "../consent/decision.ts";
import { linkManifest } from "../styles/head-links.ts";
import {
  consentOpenAttribute,
  type LoaderData,
  loaderDataId,
  nearMargin,
  printAttribute,
  yearAttribute,
} from "./page-loader.ts";
import { reportFailure } from "./report-failure.ts";

// The page loader at the end of every <body> (docs/decisions/0010-islands.md): islands, the consent
// banner, the dialogs, printing and anchor scrolling that moves focus (WCAG 2.4.3).

type Runtime = typeof import("./client.tsx");
type Consent = typeof import("../consent/banner.ts");

const data = JSON.parse(document.getElementById(loaderDataId)?.textContent ?? "null") as LoaderData;
const root = document.documentElement;

const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll(`[${yearAttribute}]`)) {
  const built = element.getAttribute(yearAttribute) ?? year;
  if (built < year && element.textContent) element.textContent = element.textContent.replace(built, year);
}

const asked = new Set<string>();
function preload(files: readonly string[] = []): void {
  for (const href of files) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Whether the visitor has typed into the page, which a reload would lose. */
let typed = false;
document.addEventListener(
  "input",
  () => {
    typed = true;
  },
  { capture: true, once: true },
);

const reloadedKey = "keystub-reloaded";
function recover(module: string, error: unknown): void {
  reportFailure(module, error);
  try {
    if (typed || sessionStorage.getItem(reloadedKey) === location.pathname) return;
    sessionStorage.setItem(reloadedKey, location.pathname);
  } catch {
    return;
  }
  location.reload();
}

/** A module; a failed import (kept by the browser for the page's life) is tried once more under another URL. */
function importOnce<Module>(url: string, files: readonly string[]): () => Promise<Module> {
  let module: Promise<Module> | undefined;
  return () => {
    if (!module) {
      preload(files);
      const loading = (import(url) as Promise<Module>).catch(() => import(`${url}?retry`) as Promise<Module>);
      loading.catch((error: unknown) => {
        module = undefined;
        recover(url, error);
      });
      module = loading;
    }
    return module;
  };
}
/** The islands' runtime (React), and the consent banner (no React). */
const load = importOnce<Runtime>(data.runtime, data.preloads.runtime);
const loadConsent = importOnce<Consent>(data.consent, data.preloads.consent);
/** Starts something of a module; a failed import has been dealt with by `importOnce`. */
function run<Module>(load: () => Promise<Module>, name: string, start: (module: Module) => Promise<unknown>) {
  return load().then(
    (module) => start(module).catch((error: unknown) => recover(name, error)),
    () => {},
  );
}

const settled = isSettled(data.revision, data.vendorCategories);

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(`[${consentOpenAttribute}]`);
  if (control?.getAttribute(consentOpenAttribute) === "opt-out") {
    event.preventDefault();
    void loadConsent().then(
      (module) => module.openOptOut(control),
      () => {},
    );
    return;
  }
  if (control) {
    event.preventDefault();
    preload(data.preloads.settings);
    void run(load, "settings", (module) => module.openSettings(control));
    return;
  }
  if (target?.closest(`[${printAttribute}]`)) {
    print();
    return;
  }
  // A link to an anchor of this page. Links an island handles itself have been handled by then.
  const link = target?.closest<HTMLAnchorElement>('a[href^="#"]');
  const modified = event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (!link || event.defaultPrevented || modified) return;
  const anchor = document.getElementById(decodeURIComponent(link.hash.slice(1)));
  if (!anchor) return;
  event.preventDefault();
  // A carousel's slide is shown at once: its engine, when it starts, starts from where it stands.
  const slide = anchor.closest("[data-slide]");
  const instant = slide || matchMedia("(prefers-reduced-motion: reduce)").matches;
  anchor.scrollIntoView({ behavior: instant ? "auto" : "smooth", block: slide ? "nearest" : "start", inline: "start" });
  if (!anchor.hasAttribute("tabindex")) anchor.setAttribute("tabindex", "-1");
  anchor.focus({ preventScroll: true });
  if (!slide) history.replaceState(history.state, "", `#${anchor.id}`);
});

const parsed = new Promise<void>((resolve) => {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
  else resolve();
});

/** Once the page has loaded: Inter into the HTTP cache for the next page, and the web app manifest. */
function whenLoaded(): void {
  fetch(data.font, { priority: "low" }).catch(() => {});
  linkManifest();
}

afterFirstPaint(() => {
  void parsed.then(() => {
    const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    const now = islands.filter((element) => element.dataset.load === "now");
    // The banner first (small, and answering at once), then the runtime (React is the largest
    // file), then the islands that run at once.
    if (!settled) preload(data.preloads.consent);
    if (now.length) preload(data.preloads.runtime);
    for (const element of now) preload(data.preloads.islands[element.dataset.island ?? ""]);
    if (settled) root.dataset.consentBanner = "none";
    // `data-hydrated`: every `now` island has hydrated and the consent flow has decided, so what
    // the first view shows works.
    const started = Promise.all([
      settled ? undefined : run(loadConsent, "consent", (module) => module.startBanner()),
      now.length ? run(load, "start", (module) => module.start()) : undefined,
    ]).then(() => {
      root.dataset.hydrated = "";
      performance.mark(hydratedMark);
    });
    void started.then(() => {
      if (document.readyState === "complete") whenLoaded();
      else addEventListener("load", whenLoaded, { once: true });
    });
    const hydrate = (element: HTMLElement) => {
      const name = element.dataset.island ?? "";
      preload(data.preloads.islands[name]);
      void run(load, name, (module) => module.hydrateIsland(element));
    };
    // A `display: contents` island has no box to observe: its first child stands in for it.
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          near.unobserve(entry.target);
          const island = entry.target.closest<HTMLElement>("[data-island]");
          if (island) hydrate(island);
        }
      },
      { rootMargin: nearMargin },
    );
    for (const element of islands) {
      if (element.dataset.load !== "visible") continue;
      near.observe((getComputedStyle(element).display === "contents" && element.firstElementChild) || element);
    }
  });
});
