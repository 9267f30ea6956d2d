import { Activity, MapPin, ScanLine, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Callouts } from "../../components/ui/card.tsx";
import { Section } from "../../components/ui/section.tsx";

const features = [
  { key: "tap", icon: ScanLine },
  { key: "offline", icon: WifiOff },
  { key: "perks", icon: MapPin },
  { key: "live", icon: Activity },
] as const;

/** What the scanner app does for staff at the door. */
export function ScannerFeatures() {
  const { t } = useTranslation("download");
  return (
    <Section id="scanner-features" eyebrow={t("features.eyebrow")} title={t("features.title")}>
      <div className="grid gap-8 sm:grid-cols-2">
        <Callouts ns="download" words="features.items" items={features} />
      </div>
    </Section>
  );
}
