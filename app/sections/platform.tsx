import {
  Activity,
  Bell,
  Boxes,
  ChartLine,
  Code,
  Database,
  Handshake,
  IdCard,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Megaphone,
  Palette,
  Percent,
  Plug,
  Rocket,
  Scale,
  Share2,
  ShoppingCart,
  Sparkles,
  Store,
  Target,
  Trophy,
  UserCheck,
  Users,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { ScrollButton } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Section } from "../components/ui/section.tsx";

/** The six studios in the product's order, each at `#<key>-studio`; their copy is under `platform:studios.<key>`. */
export const studios = [
  {
    key: "access",
    modules: [
      { key: "builder", icon: Palette },
      { key: "commerce", icon: ShoppingCart },
      { key: "marketplace", icon: Store },
      { key: "rules", icon: Scale },
    ],
  },
  {
    key: "experience",
    modules: [
      { key: "core", icon: IdCard },
      { key: "connect", icon: Plug },
      { key: "ai", icon: Sparkles },
      { key: "personalization", icon: UserCheck },
    ],
  },
  {
    key: "loyalty",
    modules: [
      { key: "engine", icon: Trophy },
      { key: "offers", icon: Percent },
      { key: "connect", icon: Handshake },
      { key: "leads", icon: Database },
    ],
  },
  {
    key: "marketing",
    modules: [
      { key: "mailer", icon: Mail },
      { key: "boost", icon: Rocket },
      { key: "embed", icon: Code },
      { key: "ads", icon: Megaphone },
      { key: "social", icon: Share2 },
      { key: "notify", icon: Bell },
    ],
  },
  {
    key: "reporting",
    modules: [
      { key: "hub", icon: LayoutDashboard },
      { key: "share", icon: Users },
      { key: "campaigns", icon: Target },
      { key: "engagement", icon: Activity },
    ],
  },
  {
    key: "ai",
    modules: [
      { key: "insights", icon: Lightbulb },
      { key: "segments", icon: Boxes },
      { key: "prediction", icon: ChartLine },
    ],
  },
] as const;

export type Studio = (typeof studios)[number];

/** A jump list to the six studios, so a visitor who wants one does not scroll past five. */
export function StudioIndex() {
  const { t } = useTranslation("platform");
  return (
    <nav aria-label={t("studioIndex.label")} className="border-b border-line bg-surface">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-2 px-6 py-6">
        {studios.map(({ key }) => (
          <li key={key}>
            <ScrollButton target={`${key}-studio`} variant="secondary">
              {t(`studios.${key}.name`)}
            </ScrollButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One studio: its modules as cards, then Contact Us scrolling to the contact section (docs/product.md). */
export function StudioSection({ studio, tone }: { studio: Studio; tone: "light" | "muted" }) {
  const { t } = useTranslation("platform");
  const modules: Record<string, { name: string; text: string }> = t(`studios.${studio.key}.modules`, {
    returnObjects: true,
  });
  return (
    <Section
      id={`${studio.key}-studio`}
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
