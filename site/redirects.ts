import type { PublicConfig } from "./config.ts";
import { localeFromPath } from "./locales.ts";
import { type PageId, pagePath } from "./pages.ts";

/**
 * The redirect table (docs/product.md): legacy paths to the page that replaced them, and the
 * sixteen blog article paths to the same slug on the blog host. The server answers them with 301;
 * navigation inside the app replaces the location. A legacy path names its page by id: the target
 * is that page's path, from the route table, in the old path's language (`/es/…` is Spanish).
 */
const legacyPages: Readonly<Record<string, PageId>> = {
  "/events": "music",
  "/event/": "music",
  "/nil": "sports",
  "/nil/": "sports",
  "/pro": "sports",
  "/youth": "sports",
  "/youth/": "sports",
  "/esports": "sports",
  "/esports/": "sports",
  "/qkotc": "sports",
  "/community": "home",
  "/index.html": "home",
  "/contact-us": "contact",
  "/contact-us/": "contact",
  "/es/download": "download",
  "/es/contact": "contact",
};

export const legacyRedirects: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(legacyPages).map(([from, id]) => [from, pagePath(id, localeFromPath(from))]),
);

/**
 * The blog's article slugs, one or more per topic of docs/product.md They are paths people still
 * follow from old links and search results; each one lands on the same slug of `BLOG_URL`.
 */
export const blogSlugs = [
  "/ticket-resale-rules-for-organizers",
  "/how-ticket-resale-royalties-work",
  "/stop-ticket-scalpers-with-resale-rules",
  "/fraud-proof-ticketing",
  "/how-to-prevent-fake-tickets",
  "/blockchain-ticketing-explained",
  "/blockchain-ticketing-for-festivals",
  "/smart-ticketing-guide",
  "/smart-ticketing-wallet-passes",
  "/digital-collectibles-for-fans",
  "/digital-collectibles-for-sports-teams",
  "/vip-ticketing-strategies",
  "/vip-season-passes-that-sell",
  "/athlete-membership-cards",
  "/nil-athlete-membership-cards",
  "/athlete-membership-cards-for-youth-sports",
] as const;

/** Every redirect source with its target: a site path, or an absolute URL off the site. */
export function redirectTable(config: Pick<PublicConfig, "BLOG_URL">): ReadonlyMap<string, string> {
  return new Map([
    ...Object.entries(legacyRedirects),
    ...blogSlugs.map((slug) => [slug, `${config.BLOG_URL}${slug}`] as const),
  ]);
}

export function isExternal(target: string): boolean {
  return /^https?:\/\//.test(target);
}

/** Redirect sources as router paths: the router ignores a trailing slash, so "/nil/" is "/nil". */
export function redirectRoutePaths(): string[] {
  const sources = [...Object.keys(legacyRedirects), ...blogSlugs];
  return [...new Set(sources.map((source) => source.replace(/(.)\/$/, "$1")))];
}

/**
 * The target of a redirect source, matched as the table says it or with its trailing slash
 * toggled ("/event" as "/event/"), case-insensitively; undefined when the path is not one.
 */
export function resolveRedirect(table: ReadonlyMap<string, string>, pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  const toggled = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
  return table.get(path) ?? table.get(toggled);
}
