import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { Section } from "../../components/ui/section.tsx";
import { usePagePath } from "../../i18n/use-locale.ts";
import { industryImages } from "../../images.ts";
import { homeAnchors } from "./anchors.ts";

/** docs/product.md: title, description, image, link and call to action. */
const blocks = [
  { key: "music", page: "music", image: industryImages.music },
  { key: "sports", page: "sports", image: industryImages.sports },
] as const;

export function Industries() {
  const { t } = useTranslation("home");
  const path = usePagePath();
  return (
    <Section
      id={homeAnchors.industries}
      eyebrow={t("industries.eyebrow")}
      title={t("industries.title")}
      lead={t("industries.lead")}
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        {blocks.map((block) => (
          <article
            key={block.key}
            className="group flex flex-col overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-line"
          >
            <div className="overflow-hidden">
              <Picture
                image={block.image}
                alt={t(`industries.${block.key}.imageAlt`)}
                className="block aspect-[4/3] sm:aspect-[16/10]"
                imgClassName="size-full object-cover transition-transform duration-(--duration-zoom) ease-out group-hover:scale-[1.03]"
              />
            </div>
            <div className="flex flex-1 flex-col p-7 sm:p-10">
              <h3 className="text-display font-bold">{t(`industries.${block.key}.title`)}</h3>
              <p className="mt-4 text-lead text-ink-muted text-pretty">{t(`industries.${block.key}.description`)}</p>
              <div className="mt-8">
                <ButtonLink to={path(block.page)} variant="primary" arrow>
                  {t(`industries.${block.key}.cta`)}
                </ButtonLink>
              </div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
