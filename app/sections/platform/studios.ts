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

/** The six studios in the product's order; their copy is under `platform:studios.<key>`. */
export const studios = [
  {
    key: "access",
    id: "access-studio",
    modules: [
      { key: "builder", icon: Palette },
      { key: "commerce", icon: ShoppingCart },
      { key: "marketplace", icon: Store },
      { key: "rules", icon: Scale },
    ],
  },
  {
    key: "experience",
    id: "experience-studio",
    modules: [
      { key: "core", icon: IdCard },
      { key: "connect", icon: Plug },
      { key: "ai", icon: Sparkles },
      { key: "personalization", icon: UserCheck },
    ],
  },
  {
    key: "loyalty",
    id: "loyalty-studio",
    modules: [
      { key: "engine", icon: Trophy },
      { key: "offers", icon: Percent },
      { key: "connect", icon: Handshake },
      { key: "leads", icon: Database },
    ],
  },
  {
    key: "marketing",
    id: "marketing-studio",
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
    id: "reporting-studio",
    modules: [
      { key: "hub", icon: LayoutDashboard },
      { key: "share", icon: Users },
      { key: "campaigns", icon: Target },
      { key: "engagement", icon: Activity },
    ],
  },
  {
    key: "ai",
    id: "ai-studio",
    modules: [
      { key: "insights", icon: Lightbulb },
      { key: "segments", icon: Boxes },
      { key: "prediction", icon: ChartLine },
    ],
  },
] as const;

export type Studio = (typeof studios)[number];
