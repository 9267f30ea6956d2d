import { heroImages } from "../../images.ts";
import { AudienceHero } from "../shared/audience-hero.tsx";

/** docs/product.md: the message rotates through the four audiences the product names. */
const audiences = ["fans", "promoters", "brands", "artists"] as const;

export function MusicHero() {
  return <AudienceHero namespace="music" audiences={audiences} images={heroImages.music} />;
}
