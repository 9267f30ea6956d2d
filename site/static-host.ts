import type { PublicConfig } from "./config.ts";
import { defaultLocale, type Locale, localeDefinition, locales } from "./locales.ts";
import { notFound } from "./pages.ts";
import { redirectTable } from "./redirects.ts";
import { reportingEndpoints, reportsPath } from "./reports.ts";
import {
  assetCacheControl,
  commonSecurityHeaders,
  htmlCacheControl,
  subresourceSecurityHeaders,
} from "./security-headers.ts";

/**
 * What a static host sends, from the one security-header table the Node server uses: every path
 * the common headers and the policy of all pages (it also covers the 404 pages); hashed assets
 * the subresource set and a year's cache; each page its own policy and a cache that revalidates on
 * every use: `pagePolicies` are the policies the Node server sends, one per page for every visitor
 * (they allow the configured vendors, which the page loads only after consent). A static host has no
 * reports endpoint of its own: `Reporting-Endpoints` names `reportsTo`, as the policies'
 * `report-uri` does (site/reports.ts's `reportsUrl`: on BACKEND_URL, the contact function's server).
 */
export interface StaticHeaderRule {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export function staticHeaderRules(
  allPagesPolicy: string,
  pagePolicies: Readonly<Record<string, string>>,
  reportsTo: string = reportsPath,
): StaticHeaderRule[] {
  const common = { ...commonSecurityHeaders, "Reporting-Endpoints": reportingEndpoints(reportsTo) };
  return [
    { path: "/*", headers: { ...common, "Content-Security-Policy": allPagesPolicy } },
    { path: "/assets/*", headers: { ...subresourceSecurityHeaders, "Cache-Control": assetCacheControl } },
    ...Object.entries(pagePolicies).map(([path, policy]) => ({
      path,
      headers: { "Content-Security-Policy": policy, "Cache-Control": htmlCacheControl },
    })),
  ];
}

/** Netlify's and Cloudflare Pages' `_headers` (the same format: a path, then indented headers). */
export function headersFile(rules: readonly StaticHeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}

/** The same rules as vercel.json routes that add headers and let the request go on (`continue`). */
function vercelHeaderRoutes(rules: readonly StaticHeaderRule[]): VercelRoute[] {
  return rules.map(({ path, headers }) => ({
    src: path === "/*" ? "^/.*$" : path === "/assets/*" ? "^/assets/.*$" : `^${escapeRegExp(path)}/?$`,
    headers: { ...headers },
    continue: true,
  }));
}

/**
 * The redirect table and the 404 pages in the formats static hosts read, so the pages deploy to
 * a CDN without the Node server: `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`.
 */
export function netlifyRedirects(config: Pick<PublicConfig, "BLOG_URL">): string {
  const lines = [...redirectTable(config)].map(([from, to]) => `${from}  ${to}  301!`);
  const notFoundLines = notFoundPages().map(({ prefix, file }) => `${prefix}/*  ${file}  404`);
  return `${[...lines, ...notFoundLines].join("\n")}\n`;
}

/** Each language's 404 page and the prefix it answers for, the default language (every path) last. */
function notFoundPages(): { prefix: string; file: string }[] {
  const order: Locale[] = [...locales.filter((locale) => locale !== defaultLocale), defaultLocale];
  return order.map((locale) => ({
    prefix: localeDefinition(locale).prefix,
    file: `/${notFound.htmlFile(locale)}`,
  }));
}

/** One route of vercel.json's `routes` (https://vercel.com/docs/project-configuration#routes). */
export type VercelRoute =
  | { readonly handle: "filesystem" }
  | {
      readonly src: string;
      readonly status: number;
      readonly headers?: Record<string, string>;
      readonly dest?: string;
    }
  | { readonly src: string; readonly headers: Record<string, string>; readonly continue: true };

/**
 * Vercel serves its root 404.html for every unknown path, so each other language's 404 needs a route with a
 * status, which only the `routes` form has (it cannot be combined with `redirects`, `cleanUrls` or
 * `trailingSlash`). Order matters: the redirects and the trailing-slash rule first, then the files
 * of the build (`handle: filesystem`), and only paths no file answers reach the 404 catch-alls.
 */
export function vercelConfig(
  config: Pick<PublicConfig, "BLOG_URL">,
  headerRules: readonly StaticHeaderRule[] = [],
): string {
  // A source matches with or without its trailing slash, as on the Node server ("/nil" and "/nil/"
  // are one route).
  const redirects = new Map<string, VercelRoute>();
  for (const [from, to] of redirectTable(config)) {
    const src = `^${escapeRegExp(from.replace(/(.)\/$/, "$1"))}/?$`;
    redirects.set(src, { src, status: 301, headers: { Location: to } });
  }
  const routes: VercelRoute[] = [
    ...vercelHeaderRoutes(headerRules),
    ...redirects.values(),
    { src: "^/(.+)/$", status: 301, headers: { Location: "/$1" } },
    { handle: "filesystem" },
    ...notFoundPages().map(({ prefix, file }) => ({ src: `^${escapeRegExp(prefix)}/.*$`, status: 404, dest: file })),
  ];
  return `${JSON.stringify({ routes }, null, 2)}\n`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
