import { CalendarDays, IdCard, Repeat, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BannerCarousel, Callout, Section } from "../interim-ui.tsx";
import { sportsAnchors } from "./anchors.ts";

/** SPEC.md §2 "Sports page": smart ticketing, four callouts and two banners. */
const callouts = [
  { key: "seasonPasses", icon: CalendarDays },
  { key: "teamCredentialing", icon: Users },
  { key: "athleteCards", icon: IdCard },
  { key: "resale", icon: Repeat },
] as const;
const banners = ["first", "second"] as const;

export function SmartTicketing() {
  const { t } = useTranslation("sports");
  return (
    <Section
      id={sportsAnchors.smartTicketing}
      tone="muted"
      eyebrow={t("smartTicketing.eyebrow")}
      title={t("smartTicketing.title")}
      lead={t("smartTicketing.lead")}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        {callouts.map(({ key, icon }) => (
          <Callout key={key} icon={icon} title={t(`smartTicketing.callouts.${key}.title`)}>
            {t(`smartTicketing.callouts.${key}.text`)}
          </Callout>
        ))}
      </div>
      <BannerCarousel
        label={t("smartTicketing.banners.label")}
        banners={banners.map((banner) => ({
          title: t(`smartTicketing.banners.${banner}.title`),
          text: t(`smartTicketing.banners.${banner}.text`),
        }))}
      />
    </Section>
  );
}
