import { heroImages } from "../../images.ts";
import { AudienceHero } from "../shared/audience-hero.tsx";

/** docs/product.md: five rotating audience messages and a description. */
const audiences = ["properties", "athletes", "nil", "youth", "fans"] as const;

export function SportsHero() {
  return <AudienceHero namespace="sports" audiences={audiences} images={heroImages.sports} />;
}
