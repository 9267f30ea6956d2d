import { useTranslation } from "react-i18next";
import { ScrollButton } from "../../components/ui/button.tsx";
import { Section } from "../../components/ui/section.tsx";
import { smartTicketingAnchors } from "./anchors.ts";

/** The call to action "Take Control of Your Resale Strategy", scrolling to the contact section. */
export function ResaleStrategy() {
  const { t } = useTranslation("music");
  return (
    <Section
      id={smartTicketingAnchors.resaleStrategy}
      tone="dark"
      align="center"
      title={t("smartTicketing.resaleStrategy.title")}
      lead={t("smartTicketing.resaleStrategy.text")}
    >
      <div className="flex justify-center">
        <ScrollButton target={smartTicketingAnchors.finalCta} variant="onDark" size="lg">
          {t("smartTicketing.resaleStrategy.cta")}
        </ScrollButton>
      </div>
    </Section>
  );
}
