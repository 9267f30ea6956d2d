import type { ImageAsset } from "../../images.ts";

/** The LCP image's preload, hoisted into <head>: beside the hero's island, whose own tree has no head. */
export function PicturePreload({ image }: { image: ImageAsset | undefined }) {
  if (!image) return null;
  const preferred = image.sources[0];
  const srcSet = preferred?.srcSet ?? image.srcSet;
  // React hoists a <link> only with an `href`: the middle candidate, as the <img>'s own fallback is.
  const middle = srcSet.split(", ")[1] ?? srcSet;
  return (
    <link
      rel="preload"
      as="image"
      type={preferred?.type ?? "image/webp"}
      fetchPriority="high"
      href={middle.split(" ")[0]}
      imageSrcSet={srcSet}
      imageSizes={image.sizes}
    />
  );
}

/** AVIF or WebP at its intrinsic size; `priority` is for the page's preloaded LCP image only, the rest are lazy. */
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
