import { CalendarDays, IdCard, Repeat, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Callouts } from "../../components/ui/card.tsx";
import { Banners } from "../../components/ui/carousels.tsx";
import { Section } from "../../components/ui/section.tsx";
import { bannerImages } from "../../images.ts";
import { audienceAnchors } from "../common/anchors.ts";

/** docs/product.md: smart ticketing, four callouts and two banners. */
const callouts = [
  { key: "seasonPasses", icon: CalendarDays },
  { key: "teamCredentialing", icon: Users },
  { key: "athleteCards", icon: IdCard },
  { key: "resale", icon: Repeat },
] as const;

export function SmartTicketing() {
  const { t } = useTranslation("sports");
  return (
    <Section
      id={audienceAnchors.smartTicketing}
      tone="muted"
      eyebrow={t("smartTicketing.eyebrow")}
      title={t("smartTicketing.title")}
      lead={t("smartTicketing.lead")}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        <Callouts ns="sports" words="smartTicketing.callouts" items={callouts} />
      </div>
      <div className="mt-16">
        <Banners ns="sports" words="smartTicketing" images={bannerImages.sports.smartTicketing} />
      </div>
    </Section>
  );
}
