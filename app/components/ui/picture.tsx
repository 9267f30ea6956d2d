import { preload } from "react-dom";
import type { ImageAsset } from "../../images.ts";

/**
 * A rendered picture: AVIF where the browser takes it, WebP otherwise, with its intrinsic size
 * so nothing shifts. `priority` is for the page's LCP image only (the hero's first picture): it is
 * preloaded from the document head, fetched with high priority and never lazy; the rest are lazy.
 */
export function Picture({
  image,
  alt,
  sizes = image.sizes,
  priority = false,
  className = "",
  imgClassName = "",
}: {
  image: ImageAsset;
  /** Translated alternative text; "" for decorative pictures (WCAG 2.2 SC 1.1.1). */
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  if (priority) {
    const preferred = image.sources[0];
    preload(image.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: preferred?.srcSet ?? image.srcSet,
      imageSizes: sizes,
      type: preferred?.type ?? "image/webp",
    });
  }
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={imgClassName}
      />
    </picture>
  );
}
