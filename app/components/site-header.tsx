import { Menu, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type PageId, pages } from "../../site/pages.ts";
import { config } from "../config.ts";
import { useCurrentPage, usePagePath } from "../i18n/use-locale.ts";
import { ExternalLink } from "./external-link.tsx";
import { Wordmark } from "./wordmark.tsx";

/** docs/product.md: the links and their order; each is named by `navigation.<page>`. */
const navigation = ["home", "music", "sports", "platform"] as const satisfies readonly PageId[];

// The current page is marked by page id, not by matching URLs, whatever form of the path
// (with or without a trailing slash) it was rendered for.
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

/** No script: below `lg` the navigation is a popover, which opens, closes and says so by itself. */
export function SiteHeader() {
  const { t } = useTranslation();
  const path = usePagePath();
  const menuId = useId();
  const current = useCurrentPage();
  // A sub-page (smart ticketing) marks the section it belongs to (music).
  const section = current === "notFound" ? current : ((pages[current] as { parent?: PageId }).parent ?? current);
  const marked = (page: PageId) => (page === current ? "page" : page === section ? "true" : undefined);
  const links = (before: string, after = "") =>
    navigation.map((page) => (
      <li key={page}>
        <a
          href={path(page)}
          aria-current={marked(page)}
          className={`${before ? `${before} ` : ""}${linkClass(marked(page) !== undefined)}${after ? ` ${after}` : ""}`}
        >
          {t(`navigation.${page}`)}
        </a>
      </li>
    ));
  return (
    // The blur sits on a pseudo-element: backdrop-filter on the header itself would make it the
    // containing block of the menu's fixed backdrop, which then would not cover the page.
    <header className="group/header sticky top-0 z-40 border-b border-line/80 before:absolute before:inset-0 before:-z-10 before:bg-surface/90 before:backdrop-blur supports-[backdrop-filter]:before:bg-surface/75">
      <a
        href="#main"
        className="sr-only rounded-md bg-night px-4 py-2 text-on-night focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {t("a11y.skipToContent")}
      </a>
      {/* Nothing's place depends on what comes later: a header painted early does not move. */}
      <div className="mx-auto flex h-header max-w-6xl items-center gap-4 px-6">
        <a href={path("home")} aria-label={t("navigation.logoLabel")} className="rounded-md text-ink">
          <Wordmark />
        </a>
        <nav aria-label={t("navigation.label")} className="hidden lg:ml-6 lg:block">
          <ul className="flex items-center gap-1">{links("")}</ul>
        </nav>
        <div className="hidden lg:ml-auto lg:block">
          <LoginButton />
        </div>
        <button
          type="button"
          popoverTarget={menuId}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted lg:hidden"
          aria-controls={menuId}
        >
          {/* The icon follows the popover's state in CSS, so it is right before the script too. */}
          <Menu aria-hidden="true" className="group-has-[:popover-open]/header:hidden" />
          <X aria-hidden="true" className="hidden group-has-[:popover-open]/header:block" />
          <span className="sr-only">{t("navigation.menu")}</span>
        </button>
      </div>
      {/* The popover covers the page below the header; the dimmed part is a button that closes it,
          so a tap beside the panel closes the menu instead of reaching the page underneath. */}
      <div
        id={menuId}
        popover="auto"
        className="fixed inset-0 top-16 m-0 size-auto max-h-none max-w-none overflow-y-auto border-0 bg-transparent p-0 text-ink lg:hidden"
      >
        <nav
          aria-label={t("navigation.label")}
          className="relative z-10 border-b border-line bg-surface px-6 pb-6 pt-2 shadow-card"
        >
          <ul className="flex flex-col gap-1">{links("block", "py-3 text-base")}</ul>
          <LoginButton className="mt-4 flex w-full" />
        </nav>
        <button
          type="button"
          data-testid="menu-backdrop"
          aria-hidden="true"
          tabIndex={-1}
          popoverTarget={menuId}
          popoverTargetAction="hide"
          className="absolute inset-0 size-full cursor-default bg-night/40"
        />
      </div>
    </header>
  );
}
