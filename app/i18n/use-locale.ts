import { useLocation, useRouteLoaderData } from "react-router";
import { defaultLocale, type Locale } from "../../site/locales.ts";
import { type PageId, pagePath, type ResolvedPath } from "../../site/pages.ts";
import type { loader } from "../root.tsx";

/** The language of the current page, which its URL decided. */
export function useLocale(): Locale {
  return useRouteLoaderData<typeof loader>("root")?.locale ?? defaultLocale;
}

/** The path of a page in the current page's language, for links that stay in that language. */
export function usePagePath(): (id: PageId, hash?: string) => string {
  const locale = useLocale();
  return (id, hash) => `${pagePath(id, locale)}${hash ? `#${hash}` : ""}`;
}

/** The page being shown ("notFound" for the 404 page), as the route table resolved its path. */
export function useCurrentPage(): ResolvedPath["page"] {
  return useRouteLoaderData<typeof loader>("root")?.page ?? "notFound";
}

/**
 * The current path without a trailing slash. The prerenderer renders some pages at "/path/",
 * and anything derived from the path must come out the same in the browser at "/path".
 */
export function usePathname(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
