import { useTranslation } from "react-i18next";
import type { RenderableLegalText } from "../../../content/legal/document.ts";
import { loadLegalText } from "../../../content/legal/index.ts";
import { outlines, questionsAnchor, sectionAnchor } from "../../../content/legal/outline.ts";
import { type LegalDocument, legalDates } from "../../../content/legal-dates.ts";
import { brand } from "../../../site/brand.ts";
import { defaultLocale, type Locale } from "../../../site/locales.ts";
import { pagePath } from "../../../site/pages.ts";
import { useLocale, usePagePath } from "../../i18n/use-locale.ts";
import { LegalHero } from "../legal-hero.tsx";
import { LegalBlocks } from "./legal-blocks.tsx";
import { EmailLink, LegalInline, legalLink } from "./legal-inline.tsx";

const documents = Object.keys(legalDates) as LegalDocument[];

/** Who to write to about each document (a questions / contact block on every page). */
const addresses = (document: LegalDocument) =>
  [document === "privacy" ? "PRIVACY_EMAIL" : "LEGAL_EMAIL", "CONTACT_EMAIL"] as const;

const addressLabel = {
  PRIVACY_EMAIL: "questions.privacyEmail",
  LEGAL_EMAIL: "questions.legalEmail",
  CONTACT_EMAIL: "questions.contactEmail",
} as const;

/** A legal page's loader: the document is read before the page renders, so the text lands in the HTML. */
export const legalLoader = (document: LegalDocument) => async (locale: Locale) => ({
  document,
  text: await loadLegalText(document, locale),
});

/** A legal document as a page: hero, a table of contents of numbered sections (`#section-N`), the text. */
export function LegalPage({
  data: { document, text },
}: {
  data: { document: LegalDocument; text: RenderableLegalText };
}) {
  const sections = (outlines[document] as readonly string[]).map((key) => ({
    anchor: sectionAnchor(document, key) as string,
    // The outline types every document's sections, so each key is there.
    section: text.sections[key] as NonNullable<RenderableLegalText["sections"][string]>,
  }));

  return (
    <div data-print-document="">
      <LegalHero document={document} />
      <div className="mx-auto max-w-6xl px-6 py-12 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <LegalContents sections={sections} />

        <article className="legal-text min-w-0 max-w-[70ch] space-y-5 text-base leading-7 text-ink-muted sm:text-[1.0625rem] sm:leading-8">
          {text.languageNotice ? <LanguageNotice document={document} notice={text.languageNotice} /> : null}
          <LegalBlocks blocks={text.intro} document={document} />
          {sections.map(({ anchor, section }, index) => (
            <section key={anchor} id={anchor} aria-labelledby={`${anchor}-title`} className="pt-6">
              <h2 id={`${anchor}-title`} className="flex gap-3 text-2xl font-bold tracking-tight text-ink text-balance">
                <span className="tabular-nums text-brand">{index + 1}.</span>
                <span>{section.title}</span>
              </h2>
              <div className="mt-4 space-y-5">
                <LegalBlocks blocks={section.blocks} document={document} />
                {section.subsections?.map((subsection, subIndex) => (
                  <section
                    key={subsection.title}
                    id={`${anchor}-${subIndex + 1}`}
                    aria-labelledby={`${anchor}-${subIndex + 1}-title`}
                    className="space-y-4 pt-2"
                  >
                    <h3 id={`${anchor}-${subIndex + 1}-title`} className="flex gap-2 text-lg font-semibold text-ink">
                      <span className="tabular-nums">
                        {index + 1}.{subIndex + 1}
                      </span>
                      <span>{subsection.title}</span>
                    </h3>
                    <LegalBlocks blocks={subsection.blocks} document={document} />
                  </section>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
      <Questions document={document} />
    </div>
  );
}

function LegalContents({ sections }: { sections: readonly { anchor: string; section: { title: string } }[] }) {
  const { t } = useTranslation("legal");
  return (
    <aside className="mb-10 lg:mb-0">
      <nav
        aria-labelledby="legal-toc-title"
        className="rounded-2xl border border-line p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:p-0"
      >
        <h2 id="legal-toc-title" className="px-2 text-sm font-semibold tracking-wide text-ink uppercase">
          {t("toc.title")}
        </h2>
        <ol className="mt-3 space-y-1 text-sm">
          {[...sections, { anchor: questionsAnchor, section: { title: t("toc.questions") } }].map(
            ({ anchor, section }, index) => (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
                >
                  {anchor === questionsAnchor ? (
                    <span className="w-5 shrink-0" />
                  ) : (
                    <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  )}
                  <span>{section.title}</span>
                </a>
              </li>
            ),
          )}
        </ol>
      </nav>
    </aside>
  );
}

function LanguageNotice({ document, notice }: { document: LegalDocument; notice: string }) {
  const { t } = useTranslation("legal");
  return (
    <aside
      aria-labelledby="language-notice-title"
      className="rounded-2xl border border-brand/30 bg-brand/5 p-5 text-ink"
    >
      <h2 id="language-notice-title" className="font-semibold">
        {t("languageNotice.title")}
      </h2>
      <p className="mt-1 text-ink-muted">
        <LegalInline source={notice} document={document} />
      </p>
      <p className="mt-2">
        <a
          href={pagePath(document, defaultLocale)}
          hrefLang={defaultLocale}
          lang={defaultLocale}
          className={legalLink}
          data-print="hide"
        >
          {t("languageNotice.englishVersion")}
        </a>
      </p>
    </aside>
  );
}

function Questions({ document }: { document: LegalDocument }) {
  const { t } = useTranslation("legal");
  const { t: tc } = useTranslation();
  const path = usePagePath();
  const locale = useLocale();
  return (
    <section id={questionsAnchor} aria-labelledby="questions-title" className="bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <h2 id="questions-title" className="text-3xl font-bold tracking-tight text-ink">
          {t("questions.title")}
        </h2>
        <div className="max-w-[70ch]">
          <p className="text-lg text-ink-muted">{t(`questions.${document}`)}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {addresses(document).map((name) => (
              <div key={name} className="rounded-2xl border border-line bg-surface p-5">
                <dt className="text-sm font-medium text-ink-muted">{t(addressLabel[name])}</dt>
                <dd className="mt-1 text-lg">
                  <EmailLink name={name} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-ink-muted">
            <a href={path("contact")} className={legalLink} data-print="hide">
              {t("questions.contactPage")}
            </a>
          </p>
          <p className="mt-2 text-sm text-ink-muted">{t("questions.entity", { entity: brand.legalEntity })}</p>
          <nav aria-labelledby="legal-related-title" className="mt-10" data-print="hide">
            <h3 id="legal-related-title" className="text-sm font-semibold text-ink">
              {t("related.title")}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {documents.map((other) => (
                <li key={other}>
                  <a
                    href={pagePath(other, locale)}
                    aria-current={other === document ? "page" : undefined}
                    className={other === document ? "font-semibold text-ink" : legalLink}
                  >
                    {tc(`footer.${other}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
