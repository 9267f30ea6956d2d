import { firstPaintSnippet, hydratedMark } from "../../site/first-paint.ts";
import { config } from "../config.ts";
import { consentKey, detailsKey } from "../consent/consent-store.ts";
import { gpcServerTimingName } from "../consent/gpc.ts";
import { configuredVendors, consentRevision } from "../consent/vendors.ts";
import { manifestHref } from "../styles/head-links.ts";
import { webFontUrl } from "../styles/web-font.ts";

/**
 * The built files (URLs) each part of a page needs, fetched together as module preloads when that
 * part starts: otherwise a phone would wait one round trip for each level of imports.
 */
export interface Preloads {
  /** The islands' runtime and what it imports. */
  readonly runtime: readonly string[];
  /** Each island on the page, by name: its module and what it imports. */
  readonly islands: Readonly<Record<string, readonly string[]>>;
  /** The consent flow and its banner, for a visitor whose choice does not settle the question. */
  readonly consent: readonly string[];
}

export const noPreloads: Preloads = { runtime: [], islands: {}, consent: [] };

/** How near the viewport a `visible` island hydrates: a quarter of a screen before it shows. */
export const nearMargin = "25% 0px";

/** The attribute of a control that opens a consent dialog ("settings" or "opt-out") through the runtime. */
export const consentOpenAttribute = "data-consent-open";

/** The attribute of the copyright line, whose value is the year its text names: the build's, until the loader sees a later one. */
export const yearAttribute = "data-year";

/** The attribute of a button that prints the page (the legal pages' "Print"). */
export const printAttribute = "data-print-page";

/**
 * The one inline script of every page (allowed by its hash, like every inline script), at the end
 * of <body>. The page is whole and usable without it; it decides whether the page needs any
 * JavaScript file at all (docs/decisions/0010-islands.md):
 *
 * - A page with an island that runs at once (`data-load="now"`, the heroes), or whose visitor has not
 *   settled the consent question (no stored choice, a choice for another revision of the notice, one
 *   that grants a category with a configured vendor, whose script the runtime loads, one that grants
 *   an optional category while the browser sends Global Privacy Control, or a cookie besides the
 *   choice's own, which the flow deletes as it deletes what a withdrawn vendor left), imports the runtime
 *   (app/islands/client.tsx) once it has painted, which hydrates those islands and starts the flow.
 * - Any other page loads nothing yet, and says so on <html> at once: `data-hydrated` (nothing is
 *   left to start) and `data-consent-banner="none"`.
 * - An island marked `visible` (carousels, the contact form, the estimator) imports the runtime and
 *   hydrates when it comes within `nearMargin` of the viewport.
 * - A control marked `data-consent-open` (the footer's cookie settings) imports the runtime when it
 *   is used and asks it to open its dialog; one marked `data-print-page` prints the page; a link to
 *   an anchor of the page (calls to action, a legal text's contents) scrolls there smoothly, unless
 *   the visitor prefers reduced motion, and moves the focus there, as `scrollToAnchor` does inside
 *   an island (app/lib/scroll.ts). Without JavaScript such a link jumps there, as links do.
 *
 * Whatever it starts, it first asks for every built file that part needs at once (`preloads`, module
 * preloads), rather than letting each import find the next. It puts the visitor's year in the
 * copyright line when it is later than the build's. After the
 * first paint it also enables the full stylesheet (the page painted from its critical
 * CSS, scripts/paint-first.ts). Once the page has loaded, Inter goes into the HTTP cache for the
 * next page and the web app manifest is linked; neither shares a phone's link with the page itself.
 */
export function pageLoader(runtime: string, preloads: Preloads = noPreloads): string {
  const vendors = configuredVendors(config);
  const revision = consentRevision(vendors);
  // The categories whose grant loads a vendor's script: a choice that grants one of them is not
  // settled (the flow loads that vendor). Every stored choice grants "necessary", which loads nothing.
  const vendorCategories = [vendors.analytics ? "analytics" : "", vendors.chat ? "functional" : ""].filter(Boolean);
  const grantsVendor = vendorCategories.length
    ? `/(?:^|; )checkbox-(?:${vendorCategories.join("|")})=yes/.test(jar)`
    : "false";
  return [
    "(()=>{",
    firstPaintSnippet,
    "const root=document.documentElement;",
    `const year=String(new Date().getFullYear());for(const e of document.querySelectorAll("[${yearAttribute}]")){const built=e.getAttribute("${yearAttribute}");if(built<year)e.textContent=e.textContent.replace(built,year)}`,
    `const preloads=${JSON.stringify(preloads)},asked=new Set();`,
    "const preload=list=>{for(const href of list??[]){if(asked.has(href))continue;asked.add(href);",
    'const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}};',
    "const preloadConsent=()=>preload(preloads.consent);",
    `let runtime;const load=()=>runtime??=(preload(preloads.runtime),import(${JSON.stringify(runtime)}));`,
    // Settled: a stored choice for this revision that grants no vendor (every choice grants the
    // "necessary" category, which loads nothing), no cookie but the choice's own, and no reload for
    // the policy to finish.
    "const settled=(()=>{try{",
    "const jar=document.cookie;",
    `if(!/(?:^|; )viewed_cookie_policy=/.test(jar)||${grantsVendor})return false;`,
    // Global Privacy Control over a choice that grants an optional category: the flow stores the
    // opt-out and says so (app/consent/model.ts, resolveConsent).
    `if(/(?:^|; )checkbox-(?!necessary=)[a-z]+=yes/.test(jar)&&(navigator.globalPrivacyControl===true||performance.getEntriesByType("navigation")[0]?.serverTiming?.some(e=>e.name===${JSON.stringify(gpcServerTimingName)})))return false;`,
    // Any other cookie (one a vendor left, on this path say) is for the flow to delete.
    "if(jar.split('; ').some(c=>c&&!/^(viewed_cookie_policy|checkbox-[a-z]+)=/.test(c)))return false;",
    `if(!localStorage.getItem(${JSON.stringify(consentKey)}))return false;`,
    `if(JSON.parse(localStorage.getItem(${JSON.stringify(detailsKey)})??"{}").revision!==${JSON.stringify(revision)})return false;`,
    "return !history.state?.consentPolicyReload",
    "}catch{return false}})();",
    `document.addEventListener("click",e=>{const control=e.target instanceof Element&&e.target.closest("[${consentOpenAttribute}]");`,
    `if(control){e.preventDefault();preloadConsent();load().then(m=>m.openConsent(control.getAttribute("${consentOpenAttribute}"),control))}`,
    `else if(e.target instanceof Element&&e.target.closest("[${printAttribute}]"))print();`,
    // A link to an anchor of this page: a smooth scroll there (a jump under reduced motion), and the
    // focus with it (WCAG 2.4.3). Links an island handles itself have been handled by then.
    `else{const a=e.target instanceof Element&&e.target.closest('a[href^="#"]');`,
    "if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;",
    "const t=document.getElementById(decodeURIComponent(a.hash.slice(1)));if(!t)return;e.preventDefault();",
    'const slide=t.closest("[data-slide]");',
    // A carousel's slide is shown at once: its engine, when it starts, starts from where it stands.
    't.scrollIntoView({behavior:slide||matchMedia("(prefers-reduced-motion: reduce)").matches?"auto":"smooth",block:slide?"nearest":"start",inline:"start"});',
    'if(!t.hasAttribute("tabindex"))t.setAttribute("tabindex","-1");t.focus({preventScroll:true});',
    "if(!slide)history.replaceState(history.state,'','#'+t.id)}});",
    "const parsed=new Promise(r=>document.readyState==='loading'?document.addEventListener('DOMContentLoaded',r,{once:true}):r());",
    "afterFirstPaint(()=>parsed.then(()=>{",
    "for(const link of document.querySelectorAll('link[rel=\"stylesheet\"][disabled]'))link.disabled=false;",
    "const islands=[...document.querySelectorAll('[data-island]')],now=islands.filter(e=>e.dataset.load==='now');",
    // The runtime first (React is the largest file), then the islands that run at once, then the flow.
    "if(!settled||now.length)preload(preloads.runtime);",
    "for(const e of now)preload(preloads.islands[e.dataset.island]);",
    "if(!settled)preloadConsent();",
    "const started=!settled||now.length?load().then(m=>m.start({settled})):",
    `(root.dataset.consentBanner="none",root.dataset.hydrated="",performance.mark(${JSON.stringify(hydratedMark)}),Promise.resolve());`,
    // Once the page is interactive and loaded: Inter into the cache, and the web app manifest.
    "started.then(()=>{if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})});",
    "const go=e=>(preload(preloads.islands[e.dataset.island]),load().then(m=>m.hydrateIsland(e)));",
    // A `display: contents` island has no box to observe: its first child stands in for it.
    `const near=new IntersectionObserver(es=>{for(const en of es)if(en.isIntersecting){near.unobserve(en.target);go(en.target.closest('[data-island]'))}},{rootMargin:${JSON.stringify(nearMargin)}});`,
    "for(const e of islands)if(e.dataset.load==='visible')near.observe(getComputedStyle(e).display==='contents'&&e.firstElementChild||e);",
    "}));",
    "const later=()=>{",
    `fetch(${JSON.stringify(webFontUrl)},{priority:"low"}).catch(()=>{});`,
    `const link=document.createElement("link");link.rel="manifest";link.href=${JSON.stringify(manifestHref)};document.head.append(link)};`,
    "})()",
  ].join("");
}
