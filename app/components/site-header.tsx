import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PageId, pages } from "../../site/pages.ts";
import { config } from "../config.ts";
import { useCurrentPage, usePagePath, usePathname } from "../i18n/use-locale.ts";
import { ExternalLink } from "./external-link.tsx";
import { Wordmark } from "./wordmark.tsx";

/** docs/product.md: the links and their order. */
const navigation = [
  { page: "home", key: "navigation.home" },
  { page: "music", key: "navigation.music" },
  { page: "sports", key: "navigation.sports" },
  { page: "platform", key: "navigation.platform" },
] as const satisfies readonly { page: PageId; key: string }[];

// The current page is marked by route id, not by matching URLs, so prerendered and hydrated
// markup agree whatever form of the path the prerenderer used.
const linkClass = (isActive: boolean) =>
  `rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-night text-on-night" : "text-ink-muted hover:bg-surface-muted hover:text-ink"
  }`;

// The caller sets `display`: a built-in inline-flex would override the bar's `hidden` below lg.
function LoginButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ExternalLink
      href={config.APP_LOGIN_URL}
      className={`items-center justify-center rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-strong ${className}`}
    >
      {t("navigation.loginSignUp")}
    </ExternalLink>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const path = usePagePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const current = useCurrentPage();
  // A sub-page (smart ticketing) marks the section it belongs to (music).
  const section = current === "notFound" ? current : ((pages[current] as { parent?: PageId }).parent ?? current);
  const marked = (page: PageId) => (page === current ? "page" : page === section ? "true" : undefined);

  // Selecting a link navigates, and a navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    // The blur sits on a pseudo-element: backdrop-filter on the header itself would make it the
    // containing block of the menu's fixed backdrop, which then would not cover the page.
    <header className="sticky top-0 z-40 border-b border-line/80 before:absolute before:inset-0 before:-z-10 before:bg-surface/90 before:backdrop-blur supports-[backdrop-filter]:before:bg-surface/75">
      <a
        href="#main"
        className="sr-only rounded-md bg-night px-4 py-2 text-on-night focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {t("a11y.skipToContent")}
      </a>
      <div className="mx-auto flex h-header max-w-6xl items-center justify-between gap-4 px-6">
        <Link to={path("home")} aria-label={t("navigation.logoLabel")} className="rounded-md text-ink">
          <Wordmark />
        </Link>
        <nav aria-label={t("navigation.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.page}>
                <Link
                  to={path(item.page)}
                  aria-current={marked(item.page)}
                  className={linkClass(marked(item.page) !== undefined)}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <LoginButton />
        </div>
        <button
          ref={toggle}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{t("navigation.menu")}</span>
        </button>
      </div>
      {menuOpen ? (
        <>
          <div
            data-testid="menu-backdrop"
            aria-hidden="true"
            className="fixed inset-0 top-16 z-30 bg-night/40 lg:hidden"
            onClick={() => setMenuOpen(false)}
          />
          <nav
            id={menuId}
            aria-label={t("navigation.label")}
            className="absolute inset-x-0 top-16 z-40 border-b border-line bg-surface px-6 pb-6 pt-2 shadow-card lg:hidden"
          >
            <ul className="flex flex-col gap-1">
              {navigation.map((item) => (
                <li key={item.page}>
                  <Link
                    to={path(item.page)}
                    aria-current={marked(item.page)}
                    onClick={() => setMenuOpen(false)}
                    className={`block ${linkClass(marked(item.page) !== undefined)} py-3 text-base`}
                  >
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
            <LoginButton className="mt-4 flex w-full" />
          </nav>
        </>
      ) : null}
    </header>
  );
}
