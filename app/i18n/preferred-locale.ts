import { defaultLocale, localeDefinition, localeFromPath, locales } from "../../site/locales.ts";
import { counterpartPath, matchPage } from "../../site/pages.ts";

/**
 * Where the visitor's language is kept (docs/product.md: cached in local storage): their explicit
 * choice, or the language detected on their first visit.
 */
export const languageStorageKey = "i18nextLng";

/**
 * The inline script in <head> of every page that decides, before the first paint, whether a visitor
 * arriving on an English page is sent to its counterpart in their language. The stored language
 * wins; on a first visit the language is detected (the path's own language under a language prefix
 * such as /es, else the browser's) and stored, so the next visit is not detected again. Only a
 * default-language (English) page redirects; the URL of a prefixed path always stands.
 *
 * An arrival from another of the site's pages (a same-origin referrer) is never redirected: the
 * visitor followed one of our links. When that page was in another language, they followed the
 * language switch, and this language is now their choice, whether or not any script ran there.
 *
 * The decision is said on <html data-language-redirect> (the target, or "none"), so that a test can
 * tell "no redirect is coming" from "the redirect has not happened yet". The 404 page, one file for
 * every unknown path, redirects nowhere.
 */
export function languageRedirectScript(pathname: string): string {
  const here = localeFromPath(pathname);
  const counterparts = matchPage(pathname)
    ? Object.fromEntries(locales.filter((l) => l !== here).map((l) => [l, counterpartPath(pathname, l)]))
    : {};
  const prefixes = Object.fromEntries(locales.map((l) => [l, localeDefinition(l).prefix]));
  return [
    "(()=>{",
    `const key=${JSON.stringify(languageStorageKey)},here=${JSON.stringify(here)},fallback=${JSON.stringify(defaultLocale)};`,
    `const counterparts=${JSON.stringify(counterparts)},prefixes=${JSON.stringify(prefixes)};`,
    "const store=l=>{try{localStorage.setItem(key,l)}catch{}};",
    "const base=v=>{const b=(v||'').toLowerCase().split(/[-_]/)[0];return b in prefixes?b:undefined};",
    "const localeOf=p=>Object.keys(prefixes).find(l=>prefixes[l]&&(p===prefixes[l]||p.startsWith(prefixes[l]+'/')))??fallback;",
    "let from,target;try{const u=new URL(document.referrer);if(u.origin===location.origin)from=u.pathname}catch{}",
    "if(from!==undefined){if(localeOf(from)!==here)store(here)}else{",
    "let preferred;try{preferred=base(localStorage.getItem(key))}catch{}",
    "if(!preferred){preferred=here!==fallback?here:(base(navigator.language)??fallback);store(preferred)}",
    "if(here===fallback&&preferred!==fallback)target=counterparts[preferred]}",
    'document.documentElement.dataset.languageRedirect=target??"none";',
    "if(target)location.replace(target+location.search+location.hash)",
    "})()",
  ].join("");
}
