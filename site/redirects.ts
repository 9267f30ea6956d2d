import type { PublicConfig } from "./config.ts";
import { localeFromPath } from "./locales.ts";
import { type PageId, pagePath } from "./pages.ts";

// Legacy paths to the page that replaced them (by page id, in the old path's language), and the blog's
// article paths to the same slug on the blog host. The server answers 301.
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

// Article slugs people still follow from old links; each lands on the same slug of `BLOG_URL`.
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

/** A path's redirect target, also with its trailing slash toggled, case-insensitively. */
export function resolveRedirect(table: ReadonlyMap<string, string>, pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  const toggled = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
  return table.get(path) ?? table.get(toggled);
}
