import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Stat } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

/** The revenue case study, $42,000 verified resale revenue from one festival (docs/product.md). */
const setup = ["passes", "cap", "royalty"] as const;

export function CaseStudy() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.caseStudy}
      tone="dark"
      eyebrow={t("smartTicketing.caseStudy.eyebrow")}
      title={t("smartTicketing.caseStudy.title")}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div>
          <p className="max-w-3xl text-lg text-on-night-muted">{t("smartTicketing.caseStudy.body")}</p>
          <h3 className="mt-8 text-lg font-semibold">{t("smartTicketing.caseStudy.setupTitle")}</h3>
          <ul className="mt-4 space-y-3">
            {setup.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{t(`smartTicketing.caseStudy.setup.${item}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-start">
          <Stat stat="festivalResaleRevenue" label={t("stats.festivalResaleRevenue")} />
        </div>
      </div>
    </Section>
  );
}
