import { useTranslation } from "react-i18next";
import { brand } from "../../site/brand.ts";
import type { PageId } from "../../site/pages.ts";
import { config } from "../config.ts";
import { usePagePath } from "../i18n/use-locale.ts";
import { consentOpenAttribute, yearAttribute } from "../islands/page-loader.ts";

declare const __BUILD_YEAR__: number;

import { ExternalLink } from "./external-link.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SocialMark } from "./social-icons.tsx";
import { Wordmark } from "./wordmark.tsx";

/** docs/product.md: the site's links, in two groups; the header's are named as there, the others `footer.<page>`. */
const headerPages: readonly PageId[] = ["home", "music", "sports", "platform"];
const productLinks = [...headerPages, "pricing", "contact", "download"] as const satisfies readonly PageId[];
const legalLinks = ["privacy", "terms", "businessTerms", "professionalServices"] as const satisfies readonly PageId[];

const socialLinks = [
  { href: config.SOCIAL_X_URL, name: "X" },
  { href: config.SOCIAL_INSTAGRAM_URL, name: "Instagram" },
  { href: config.SOCIAL_LINKEDIN_URL, name: "LinkedIn" },
  { href: config.SOCIAL_TIKTOK_URL, name: "TikTok" },
  { href: config.SOCIAL_YOUTUBE_URL, name: "YouTube" },
] as const;

const footerLink = "rounded-sm text-on-night-muted transition-colors hover:text-on-night";

export function SiteFooter() {
  const { t } = useTranslation();
  const path = usePagePath();
  const link = (page: PageId) => (
    <li key={page}>
      <a href={path(page)} className={footerLink}>
        {t((headerPages.includes(page) ? `navigation.${page}` : `footer.${page}`) as never)}
      </a>
    </li>
  );
  return (
    <footer className="on-night bg-night text-on-night">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <a href={path("home")} aria-label={t("navigation.logoLabel")} className="inline-block rounded-md">
            <Wordmark />
          </a>
          <p className="mt-4 max-w-sm text-sm text-on-night-muted">{t("footer.tagline")}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("footer.social")}>
            {socialLinks.map(({ href, name }) => (
              <li key={name}>
                <ExternalLink
                  href={href}
                  className="inline-flex size-11 items-center justify-center rounded-full text-on-night-muted ring-1 ring-night-line transition-colors hover:bg-night-raised hover:text-on-night"
                >
                  <SocialMark name={name} />
                  <span className="sr-only">{name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("footer.productNavigation")}>
          <h2 className="text-sm font-semibold">{t("footer.product")}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {productLinks.map(link)}
            <li>
              <ExternalLink href={config.BLOG_URL} className={footerLink}>
                {t("footer.blog")}
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.legalNavigation")}>
          <h2 className="text-sm font-semibold">{t("footer.legal")}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {legalLinks.map(link)}
            {(["settings", "opt-out"] as const).map((dialog) => (
              <li key={dialog}>
                <button type="button" className={`${footerLink} text-left`} {...{ [consentOpenAttribute]: dialog }}>
                  {t(dialog === "settings" ? "footer.cookieSettings" : "footer.doNotSell")}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-night-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-6 text-xs text-on-night-muted sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            {/* The build's year: the page's loader puts the visitor's there when it is later (a page built in
                December still says the right year in January). */}
            <p {...{ [yearAttribute]: String(__BUILD_YEAR__) }}>
              {t("footer.copyright", { year: __BUILD_YEAR__, entity: brand.legalEntity })}
            </p>
            <p>{t("footer.photoCredit")}</p>
          </div>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
