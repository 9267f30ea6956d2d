import { BadgeCheck, ChartNoAxesCombined, HandCoins, type LucideIcon, Nfc, ShieldCheck, Trophy } from "lucide-react";

/** The icons slides can carry, by name: a carousel is an island, and its props travel as JSON. */
export const carouselIcons = {
  BadgeCheck,
  ChartNoAxesCombined,
  HandCoins,
  Nfc,
  ShieldCheck,
  Trophy,
} as const satisfies Record<string, LucideIcon>;

export type CarouselIconName = keyof typeof carouselIcons;
