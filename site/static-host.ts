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

export function vercelConfig(config: Pick<PublicConfig, "BLOG_URL">): string {
  const redirects = [...redirectTable(config)].map(([source, destination]) => ({
    source,
    destination,
    permanent: true,
  }));
  return `${JSON.stringify({ cleanUrls: true, trailingSlash: false, redirects }, null, 2)}\n`;
}
