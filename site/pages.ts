import {
  defaultLocale,
  type Locale,
  localeDefinition,
  localeFromPath,
  locales,
  withoutPrefix,
  withPrefix,
} from "./locales.ts";

/** The one route table of the site: adding a page is one entry here. */
export interface PageDefinition {
  /** Its path per language; one without its own slug uses the default's under its prefix. */
  readonly paths: Readonly<Record<typeof defaultLocale, string>> & Readonly<Partial<Record<Locale, string>>>;
  /** Translation namespaces the page needs on first paint, besides `common`. */
  readonly namespaces: readonly Namespace[];
  /** Sitemap priority; `null` keeps the page out of the sitemap and marks it noindex. */
  readonly priority: number | null;
  /** The page above this one in breadcrumbs, when it is not the home page. */
  readonly parent?: string;
}

export const namespaces = [
  "common",
  "home",
  "music",
  "sports",
  "platform",
  "download",
  "contact",
  "legal",
  "pricing",
  "comparison",
  // The consent flow's words, which come in its own file (app/consent/consent-words.ts), in no page.
  "consent",
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = "common";

const table = {
  home: { paths: { en: "/", es: "/es" }, namespaces: ["home"], priority: 1.0 },
  music: { paths: { en: "/music", es: "/es/musica" }, namespaces: ["music"], priority: 0.9 },
  smartTicketing: {
    paths: { en: "/music/smart-ticketing", es: "/es/music/smart-ticketing" },
    namespaces: ["music"],
    priority: 0.6,
    parent: "music",
  },
  sports: { paths: { en: "/sports", es: "/es/deportes" }, namespaces: ["sports"], priority: 0.9 },
  platform: { paths: { en: "/platform", es: "/es/plataforma" }, namespaces: ["platform"], priority: 0.9 },
  download: { paths: { en: "/download", es: "/es/descargar" }, namespaces: ["download"], priority: 0.8 },
  contact: { paths: { en: "/contact", es: "/es/contacto" }, namespaces: ["contact"], priority: 0.6 },
  pricing: { paths: { en: "/pricing", es: "/es/precios" }, namespaces: ["pricing"], priority: 0.6 },
  privacy: { paths: { en: "/privacy", es: "/es/privacy" }, namespaces: ["legal"], priority: 0.6 },
  terms: { paths: { en: "/terms", es: "/es/terms" }, namespaces: ["legal"], priority: 0.6 },
  businessTerms: {
    paths: { en: "/business-terms", es: "/es/business-terms" },
    namespaces: ["legal", "pricing"],
    priority: 0.6,
  },
  professionalServices: {
    paths: { en: "/professional-services", es: "/es/professional-services" },
    namespaces: ["legal"],
    priority: 0.6,
  },
  comparison: { paths: { en: "/backup", es: "/es/backup" }, namespaces: ["comparison"], priority: null },
} as const satisfies Record<string, PageDefinition>;

/** Each page with its route module under app/, named after its id: `smartTicketing` is app/routes/smart-ticketing.tsx. */
export const pages = Object.fromEntries(
  Object.entries(table).map(([id, page]) => [
    id,
    { ...page, file: `routes/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx` },
  ]),
) as { readonly [Id in keyof typeof table]: (typeof table)[Id] & { readonly file: string } };

export type PageId = keyof typeof pages;

/** The breadcrumb trail to a page: home, its parents, the page itself. */
export function breadcrumbTrail(id: PageId): PageId[] {
  if (id === "home") return ["home"];
  const page: PageDefinition = pages[id];
  return [...(page.parent ? breadcrumbTrail(page.parent as PageId) : ["home" as const]), id];
}
export const pageIds = Object.keys(pages) as PageId[];

/** The 404 page: one per language, rendered for `{prefix}/404` and served with status 404 for every unknown path. */
export const notFound = {
  file: "routes/not-found.tsx",
  prerenderPath: (locale: Locale): string => `${localeDefinition(locale).prefix}/404`,
  /** Where the build keeps it, as static hosts expect: "404.html", "es/404.html" (scripts/prerender.ts). */
  htmlFile: (locale: Locale): string => `${notFound.prerenderPath(locale).slice(1)}.html`,
} as const;

export function pagePath(id: PageId, locale: Locale): string {
  const paths: PageDefinition["paths"] = pages[id].paths;
  return paths[locale] ?? withPrefix(paths[defaultLocale], locale);
}

const byPath = new Map(
  pageIds.flatMap((id) => locales.map((locale) => [pagePath(id, locale), { id, locale }] as const)),
);

/** The page at exactly this canonical path, if any. */
export function matchPage(pathname: string) {
  return byPath.get(pathname);
}

export function isIndexable(id: PageId): boolean {
  return pages[id].priority !== null;
}

/** Every canonical page path in every language: what the build prerenders. */
export function allPagePaths(): string[] {
  return pageIds.flatMap((id) => locales.map((locale) => pagePath(id, locale)));
}

/** The language switch's target: the counterpart page, else the path with its prefix swapped. */
export function counterpartPath(pathname: string, target: Locale): string {
  const page = matchPage(pathname);
  if (page) return pagePath(page.id, target);
  if (localeFromPath(pathname) === target) return pathname;
  return withPrefix(withoutPrefix(pathname), target);
}

/** A page's counterparts in the other languages, for the language redirect; none for a non-page. */
export function counterpartPaths(pathname: string): Partial<Record<Locale, string>> {
  if (!matchPage(pathname)) return {};
  const here = localeFromPath(pathname);
  return Object.fromEntries(locales.filter((l) => l !== here).map((l) => [l, counterpartPath(pathname, l)]));
}

/** What a path shows: its page (or the 404 page), the page's language and its namespaces. */
export function resolvePath(pathname: string): {
  locale: Locale;
  page: PageId | "notFound";
  namespaces: readonly Namespace[];
} {
  // The prerenderer asks for some paths with a trailing slash ("/es/musica/"): the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const match = matchPage(path);
  if (match) return { locale: match.locale, page: match.id, namespaces: pages[match.id].namespaces };
  return { locale: localeFromPath(path), page: "notFound", namespaces: [] };
}

/** Every file the build prerenders (scripts/prerender.ts): each page in each language, and each language's 404 page. */
export function prerenderedFiles(): { readonly path: string; readonly file: string; readonly status: 200 | 404 }[] {
  return [
    ...allPagePaths().map((path) => ({ path, file: pageFile(path), status: 200 as const })),
    ...locales.map((locale) => ({
      path: notFound.prerenderPath(locale),
      file: notFound.htmlFile(locale),
      status: 404 as const,
    })),
  ];
}

/** The file the prerenderer writes for a page path ("/es/musica" → "es/musica/index.html"), and back. */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/** The page path a prerendered file answers, or undefined for a file that is not a page. */
export function pathOfPageFile(file: string): string | undefined {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : undefined;
}

/** A page path as an absolute URL on the public origin (canonical links, the sitemap). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
