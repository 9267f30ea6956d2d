import type { ImageAsset } from "../../images.ts";

/**
 * The preload of a page's LCP image (the hero's first picture), which React hoists into the
 * document's <head> so the browser asks for it before it has laid out the page. Rendered by the
 * page's own tree, beside the hero's island, and not inside the island: the island is rendered as
 * a tree of its own (app/islands/island.tsx), and what its render asks of the document's head does
 * not reach the page's. Nothing without a picture.
 */
export function PicturePreload({ image }: { image: ImageAsset | undefined }) {
  if (!image) return null;
  const preferred = image.sources[0];
  const srcSet = preferred?.srcSet ?? image.srcSet;
  // React hoists a <link> only with an `href`: the middle candidate, as the <img>'s own fallback is,
  // in the preloaded format (a browser that reads `imageSrcSet`, every one the site supports, picks
  // from the set).
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

/**
 * A rendered picture: AVIF where the browser takes it, WebP otherwise, with its intrinsic size
 * so nothing shifts. `priority` is for the page's LCP image only (the hero's first picture, which
 * its page preloads with `PicturePreload`): fetched with high priority and never lazy; the rest are
 * lazy.
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
