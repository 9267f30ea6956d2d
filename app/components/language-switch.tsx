import { useTranslation } from "react-i18next";
import { type Locale, localeDefinition, locales } from "../../site/locales.ts";
import { counterpartPath, pagePath } from "../../site/pages.ts";
import { useCurrentPage, useLocale, usePathname } from "../i18n/use-locale.ts";

/** EN / ES (docs/product.md): links to this page's counterparts, each language named in its own voice. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = useLocale();
  const realPath = usePathname();
  // The 404 page is one file served for every unknown path: the switch points at each language's home.
  const pathname = useCurrentPage() === "notFound" ? pagePath("home", active) : realPath;
  return (
    <nav aria-label={t("language.label")}>
      <ul className="flex items-center gap-1 rounded-full border border-night-line p-1">
        {locales.map((locale) =>
          locale === active ? (
            <li key={locale}>
              <button
                type="button"
                disabled
                aria-current="true"
                className="rounded-full bg-on-night px-3 py-1.5 text-xs font-semibold text-night"
              >
                <LanguageLabel locale={locale} />
              </button>
            </li>
          ) : (
            <li key={locale}>
              <a
                href={counterpartPath(pathname, locale)}
                hrefLang={locale}
                className="block rounded-full px-3 py-1.5 text-xs font-semibold text-on-night-muted hover:text-on-night"
              >
                <LanguageLabel locale={locale} />
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** "ES", read out as "ES (Español)" in Spanish's own voice. */
function LanguageLabel({ locale }: { locale: Locale }) {
  return (
    <>
      {locale.toUpperCase()}
      <span className="sr-only" lang={locale}>
        {" "}
        ({localeDefinition(locale).name})
      </span>
    </>
  );
}
