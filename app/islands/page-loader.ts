import { firstPaintSnippet } from "../../site/first-paint.ts";
import { consentKey, detailsKey } from "../consent/consent-store.ts";
import { config } from "../config.ts";
import { configuredVendors, consentRevision } from "../consent/vendors.ts";
import { manifestHref } from "../styles/head-links.ts";
import { webFontUrl } from "../styles/web-font.ts";

/** The attribute of a control that opens a consent dialog ("settings" or "opt-out") through the runtime. */
export const consentOpenAttribute = "data-consent-open";

/** The attribute of a button that prints the page (the legal pages' "Print"). */
export const printAttribute = "data-print-page";

/**
 * The one inline script of every page (allowed by its hash, like every inline script), at the end
 * of <body>. The page is whole and usable without it; it decides whether the page needs any
 * JavaScript file at all (docs/decisions/0010-islands.md):
 *
 * - A page with islands (`[data-island]`), or whose visitor has not settled the consent question
 *   (no stored choice, a choice for another revision of the notice, or one that grants a vendor,
 *   whose script the runtime loads), imports the runtime (app/islands/client.tsx) once it has painted.
 * - Any other page loads nothing, and says so on <html> at once: `data-hydrated` (nothing is left to
 *   start) and `data-consent-banner="none"`.
 * - A control marked `data-consent-open` (the footer's cookie settings) imports the runtime when it
 *   is used and asks it to open its dialog; one marked `data-print-page` prints the page.
 *
 * After the first paint it also enables the full stylesheet (the page painted from its critical
 * CSS, scripts/paint-first.ts). Once the page has loaded, Inter goes into the HTTP cache for the
 * next page and the web app manifest is linked; neither shares a phone's link with the page itself.
 */
export function pageLoader(runtime: string): string {
  const revision = consentRevision(configuredVendors(config));
  return [
    "(()=>{",
    firstPaintSnippet,
    "const root=document.documentElement;",
    `let started;const load=()=>started??=import(${JSON.stringify(runtime)});`,
    // Settled: a stored choice for this revision that grants no vendor, and no reload for the policy to finish.
    "const settled=(()=>{try{",
    "const jar=document.cookie;",
    'if(!/(?:^|; )viewed_cookie_policy=/.test(jar)||/(?:^|; )checkbox-[a-z]+=yes/.test(jar))return false;',
    `if(!localStorage.getItem(${JSON.stringify(consentKey)}))return false;`,
    `if(JSON.parse(localStorage.getItem(${JSON.stringify(detailsKey)})??"{}").revision!==${JSON.stringify(revision)})return false;`,
    "return !history.state?.consentPolicyReload",
    "}catch{return false}})();",
    `document.addEventListener("click",e=>{const control=e.target instanceof Element&&e.target.closest("[${consentOpenAttribute}]");`,
    `if(control){e.preventDefault();load().then(m=>m.openConsent(control.getAttribute("${consentOpenAttribute}"),control))}`,
    `else if(e.target instanceof Element&&e.target.closest("[${printAttribute}]"))print()});`,
    "const parsed=new Promise(r=>document.readyState==='loading'?document.addEventListener('DOMContentLoaded',r,{once:true}):r());",
    "afterFirstPaint(()=>parsed.then(()=>{",
    "for(const link of document.querySelectorAll('link[rel=\"stylesheet\"][disabled]'))link.disabled=false;",
    "if(document.querySelector('[data-island]')||!settled)load().then(m=>m.start({settled}));",
    'else{root.dataset.consentBanner="none";root.dataset.hydrated=""}',
    "}));",
    "const later=()=>{",
    `fetch(${JSON.stringify(webFontUrl)},{priority:"low"}).catch(()=>{});`,
    `const link=document.createElement("link");link.rel="manifest";link.href=${JSON.stringify(manifestHref)};document.head.append(link)};`,
    'if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})',
    "})()",
  ].join("");
}
