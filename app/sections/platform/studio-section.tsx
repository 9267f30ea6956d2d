import { useTranslation } from "react-i18next";
import { ScrollButton } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";
import type { Studio } from "./studios.ts";

interface Module {
  name: string;
  text: string;
}

/** One studio: its modules as cards, then Contact Us scrolling to the contact section (docs/product.md). */
export function StudioSection({ studio, tone }: { studio: Studio; tone: "light" | "muted" }) {
  const { t } = useTranslation("platform");
  const modules: Record<string, Module> = t(`studios.${studio.key}.modules`, { returnObjects: true });
  return (
    <Section
      id={studio.id}
      tone={tone}
      eyebrow={t(`studios.${studio.key}.name`)}
      title={t(`studios.${studio.key}.title`)}
      lead={t(`studios.${studio.key}.lead`)}
    >
      <div
        className={`grid gap-6 sm:grid-cols-2 ${studio.modules.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}
      >
        {studio.modules.map(({ key, icon }) => (
          <Card key={key} icon={icon} title={modules[key]?.name ?? key}>
            {modules[key]?.text}
          </Card>
        ))}
      </div>
      <div className="mt-10">
        <ScrollButton target="final-cta" size="lg">
          {t("actions.contactUs")}
        </ScrollButton>
      </div>
    </Section>
  );
}
