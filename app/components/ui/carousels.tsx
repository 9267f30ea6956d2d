import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { ImageAsset } from "../../images.ts";
import { Island } from "../../islands/island.tsx";
import CarouselIsland from "./carousel.island.tsx";

/** Banners or cards that take turns: an island, hydrated when it nears the viewport. */
export function Carousel(props: ComponentProps<typeof CarouselIsland>) {
  return <Island component={CarouselIsland} props={props} />;
}

/** A section's two banners (docs/product.md), their words under `<words>.banners` in `ns`. */
export function Banners({
  ns,
  words,
  images,
  tone,
}: {
  ns: "music" | "sports";
  words: string;
  images: readonly ImageAsset[];
  tone?: "dark";
}) {
  const t = useTranslation(ns).t as unknown as (key: string) => string;
  const slides = images.map((image, index) => {
    const key = `${words}.banners.${index === 0 ? "first" : "second"}`;
    return { image, title: t(`${key}.title`), text: t(`${key}.text`) };
  });
  return <Carousel label={t(`${words}.banners.label`)} tone={tone} slides={slides} />;
}
