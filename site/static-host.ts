import type { PublicConfig } from "./config.ts";
import { redirectTable } from "./redirects.ts";

/**
 * The redirect table and the 404 pages in the formats static hosts read, so the pages deploy to
 * a CDN without the Node server: `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`.
 */
export function netlifyRedirects(config: Pick<PublicConfig, "BLOG_URL">): string {
  const lines = [...redirectTable(config)].map(([from, to]) => `${from}  ${to}  301!`);
  return `${[...lines, "/es/*  /es/404.html  404", "/*  /404.html  404"].join("\n")}\n`;
}

/** One route of vercel.json's `routes` (https://vercel.com/docs/project-configuration#routes). */
export type VercelRoute =
  | { readonly handle: "filesystem" }
  | {
      readonly src: string;
      readonly status: number;
      readonly headers?: Record<string, string>;
      readonly dest?: string;
    };

/**
 * Vercel serves its root 404.html for every unknown path, so the Spanish 404 needs a route with a
 * status, which only the `routes` form has (it cannot be combined with `redirects`, `cleanUrls` or
 * `trailingSlash`). Order matters: the redirects and the trailing-slash rule first, then the files
 * of the build (`handle: filesystem`), and only paths no file answers reach the 404 catch-alls.
 */
export function vercelConfig(config: Pick<PublicConfig, "BLOG_URL">): string {
  // A source matches with or without its trailing slash, as on the Node server ("/nil" and "/nil/"
  // are one route).
  const redirects = new Map<string, VercelRoute>();
  for (const [from, to] of redirectTable(config)) {
    const src = `^${escapeRegExp(from.replace(/(.)\/$/, "$1"))}/?$`;
    redirects.set(src, { src, status: 301, headers: { Location: to } });
  }
  const routes: VercelRoute[] = [
    ...redirects.values(),
    { src: "^/(.+)/$", status: 301, headers: { Location: "/$1" } },
    { handle: "filesystem" },
    { src: "^/es/.*$", status: 404, dest: "/es/404.html" },
    { src: "^/.*$", status: 404, dest: "/404.html" },
  ];
  return `${JSON.stringify({ routes }, null, 2)}\n`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
