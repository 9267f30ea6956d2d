import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { hydratedMark } from "../site/first-paint.ts";
import { type Locale, localeFromPath } from "../site/locales.ts";
import { type PageId, resolvePath } from "../site/pages.ts";
import type { Route } from "./+types/root";
import { PageSkeleton } from "./components/page-skeleton.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { Toaster } from "./components/ui/toast.tsx";
import { config } from "./config.ts";
import { ConsentManager } from "./consent/consent-manager.tsx";
import { bundlesFor, lookup } from "./i18n/bundles.server.ts";
import { prepareNavigation } from "./i18n/instance.ts";
import { preferredLocaleRedirect } from "./i18n/preferred-locale.ts";
import { usePathname } from "./i18n/use-locale.ts";
import { useDelayedPending } from "./lib/use-delayed-pending.ts";
import { documentHead } from "./seo.ts";
import { structuredData } from "./structured-data.ts";
import appStylesheet from "./styles/app.css?url";
import { linkManifest, themeColor } from "./styles/head-links.ts";
import { designLinks } from "./styles/icons.ts";
import { applyWebFont, cacheWebFont, fontLoader } from "./styles/web-font.ts";

/**
 * Runs while prerendering: the page's language and its document head. The translations are not
 * part of the data: the entries provide them (entry.server.tsx from content/, entry.client.tsx from
 * the cacheable /locales files), so a page's HTML does not carry its dictionaries a second time.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { locale, page, namespaces } = resolvePath(url.pathname);
  const bundles = bundlesFor(locale, namespaces);
  const head = headFor(page, locale, (key) => lookup(bundles, "common", key));
  return { locale, page, head };
}

/**
 * Client navigations: the next page's namespaces load from /locales/{lng}/{ns}.json (once each)
 * before it renders, so it never shows a key or the wrong language.
 */
export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  const { locale, page, namespaces } = resolvePath(url.pathname);
  const i18n = await prepareNavigation(locale, namespaces);
  const head = headFor(page, locale, (key) => i18n.t(key as "loading", { lng: locale }));
  return { locale, page, head };
}

function headFor(page: PageId | "notFound", locale: Locale, translate: (key: string) => string) {
  return [
    ...documentHead({
      page,
      locale,
      title: translate(`meta.${page}.title`),
      description: translate(`meta.${page}.description`),
      siteUrl: config.SITE_URL,
    }),
    ...structuredData({ page, locale, config, translate }),
  ];
}

// The stylesheet after the icons: the build puts its critical part inside the page (scripts/paint-first.ts),
// where React's prerender also writes it after them, so hydration adopts it where it is.
export const links: Route.LinksFunction = () => [...designLinks, { rel: "stylesheet", href: appStylesheet }];

/**
 * The root's data is the page's language and head, so it is reloaded on every change of path;
 * React Router would otherwise keep a parent's data across navigations.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.head ?? [];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  return (
    <html lang={data?.locale ?? localeFromPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: fontLoader() }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const pathname = usePathname();
  const pending = useDelayedPending();

  // A visitor who chose Spanish, or whose browser speaks it, is sent from an English path to its
  // Spanish counterpart on arrival from outside the site (docs/product.md). Only on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per document load
  useEffect(() => {
    const target = preferredLocaleRedirect(pathname, document.referrer, location.origin);
    // Said on <html> (set before the hydration mark below), so that a test can tell "no redirect is
    // coming" from "the redirect has not happened yet".
    document.documentElement.dataset.languageRedirect = target ?? "none";
    // The prerendered counterpart is loaded whole, in place of this page. Not an in-app navigation:
    // that would change the page while React may still be hydrating parts of it, which React
    // reports as a hydration mismatch and mends by rendering them again.
    if (target) location.replace(`${target}${location.search}${location.hash}`);
  }, []);

  // The root's effects run after the commit that hydrated the whole document (React runs a parent's
  // effects after its children's): the page is interactive. Tests and the bench wait for this mark.
  // Then Inter goes into the cache for the pages that follow, and the web app manifest is linked.
  useEffect(() => {
    performance.mark(hydratedMark);
    document.documentElement.dataset.hydrated = "";
    cacheWebFont();
    linkManifest();
  }, []);

  // Inter becomes the page's face at the first navigation inside the site (styles/web-font.ts).
  const arrival = useRef(pathname);
  useEffect(() => {
    if (pathname !== arrival.current) applyWebFont();
  }, [pathname]);

  return (
    <>
      <SiteHeader />
      {/* After the skip link and the header, before the content: keyboard users meet the cookie banner early. */}
      <ConsentManager />
      {/* docs/product.md: while translations load, a skeleton (header and hero) stands in for the page. */}
      <Suspense fallback={<PageSkeleton />}>
        <main id="main" tabIndex={-1} className="outline-none">
          {pending ? <PageSkeleton /> : <Outlet />}
        </main>
      </Suspense>
      <SiteFooter />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, ready } = useTranslation();
  const heading = ready ? t("error.title") : "Unexpected Application Error!";
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-3xl font-semibold text-ink">{heading}</h1>
      <p className="mt-4 font-mono text-ink-muted">{detail}</p>
    </main>
  );
}
