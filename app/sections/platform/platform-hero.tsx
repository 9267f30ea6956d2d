import { heroImages } from "../../images.ts";
import { AudienceHero } from "../common/audience-hero.tsx";

/** Who the platform hero speaks to, in turn (docs/product.md, "Pages"). */
const audiences = ["promoters", "teams", "brands", "artists"] as const;

export function PlatformHero() {
  return <AudienceHero namespace="platform" audiences={audiences} images={heroImages.platform} />;
}
