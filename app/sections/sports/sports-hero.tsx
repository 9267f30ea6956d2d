import { heroImages } from "../../images.ts";
import { AudienceHero } from "../common/audience-hero.tsx";

/** Who the sports hero speaks to, in turn (docs/product.md, "Pages"). */
const audiences = ["properties", "athletes", "nil", "youth", "fans"] as const;

export function SportsHero() {
  return <AudienceHero namespace="sports" audiences={audiences} images={heroImages.sports} />;
}
