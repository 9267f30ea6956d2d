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

type StaticHeaderRule = { readonly path: string; readonly headers: Readonly<Record<string, string>> };

/** What a static host sends, from the Node server's header table: each page with its own policy. */
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

/** The redirects and the 404 pages as static hosts read them: `_redirects` and `vercel.json`. */
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

// Only Vercel's `routes` form gives each language's 404 a status: redirects first, then the build's
// files, then the 404 catch-alls.
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
