import { heroImages } from "../../images.ts";
import { AudienceHero } from "../shared/audience-hero.tsx";

/** docs/product.md: the hero titled the platform, rotating like the music and sports heroes. */
const audiences = ["promoters", "teams", "brands", "artists"] as const;

export function PlatformHero() {
  return <AudienceHero namespace="platform" audiences={audiences} images={heroImages.platform} />;
}
