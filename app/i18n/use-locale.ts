import { createContext, useContext } from "react";
import { type Locale, localeFromPath } from "../../site/locales.ts";
import { type PageId, pagePath, resolvePath } from "../../site/pages.ts";

/** The page a part is on: provided by the prerender and again by each island's root in the browser. */
export type PageInfo = ReturnType<typeof pageInfo>;

/** The page a path shows; the path without a trailing slash, as the page's links are written. */
export function pageInfo(path: string) {
  const pathname = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const { locale, page } = resolvePath(pathname);
  return { pathname, locale, page };
}

export const PageContext = createContext<PageInfo | null>(null);

function usePageInfo(): PageInfo {
  const info = useContext(PageContext);
  if (info) return info;
  // Outside a provider (a unit test rendering one component): the browser's location, or English.
  const path = typeof location === "undefined" ? "/" : location.pathname;
  return { pathname: path, locale: localeFromPath(path), page: "notFound" };
}

/** The language of the current page, which its URL decided. */
export function useLocale(): Locale {
  return usePageInfo().locale;
}

/** The path of a page in the current page's language, for links that stay in that language. */
export function usePagePath(): (id: PageId, hash?: string) => string {
  const locale = useLocale();
  return (id, hash) => `${pagePath(id, locale)}${hash ? `#${hash}` : ""}`;
}

/** The page being shown ("notFound" for the 404 page), as the route table resolved its path. */
export function useCurrentPage(): PageInfo["page"] {
  return usePageInfo().page;
}

/** The current path without a trailing slash. */
export function usePathname(): string {
  return usePageInfo().pathname;
}
