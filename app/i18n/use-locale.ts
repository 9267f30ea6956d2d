import { useRouteLoaderData } from "react-router";
import { defaultLocale, type Locale } from "../../site/locales.ts";
import { type PageId, pagePath } from "../../site/pages.ts";
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
