import { defaultLocale, locales } from "./locales.ts";
import { absoluteUrl, isIndexable, pageIds, pagePath, pages } from "./pages.ts";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** /sitemap.xml: every indexable page in every language, with the hreflang alternates of its head. */
export function sitemapXml(siteUrl: string): string {
  const entries = pageIds.filter(isIndexable).flatMap((id) => {
    const priority = pages[id].priority ?? 0;
    const alternates = [
      ...locales.map((locale) => [locale, pagePath(id, locale)] as const),
      ["x-default", pagePath(id, defaultLocale)] as const,
    ]
      .map(
        ([lang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`,
      )
      .join("\n");
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, pagePath(id, locale)))}</loc>\n` +
        `    <priority>${priority.toFixed(1)}</priority>\n${alternates}\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join("\n")}\n</urlset>\n`
  );
}

/** /robots.txt: every crawler may read everything; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
