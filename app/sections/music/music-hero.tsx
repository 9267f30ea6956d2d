import { heroImages } from "../../images.ts";
import { AudienceHero } from "../common/audience-hero.tsx";

/** Who the music hero speaks to, in turn (docs/product.md, "Pages"). */
const audiences = ["fans", "promoters", "brands", "artists"] as const;

export function MusicHero() {
  return <AudienceHero namespace="music" audiences={audiences} images={heroImages.music} />;
}
