import { Nfc } from "lucide-react";
import type { ImageAsset } from "../../images.ts";
import { Picture } from "./picture.tsx";

/** A wallet pass on a phone: the drawing, then what it holds as real text that translates. */
export function WalletPass({
  image,
  alt,
  name,
  detail,
  tap,
}: {
  image: ImageAsset;
  /** Translated description of the artwork. */
  alt: string;
  name: string;
  detail: string;
  tap: string;
}) {
  return (
    <figure className="mx-auto w-full max-w-72">
      <Picture
        image={image}
        alt={alt}
        sizes="(min-width: 1024px) 288px, 80vw"
        className="block aspect-[4/5] overflow-hidden rounded-card bg-night shadow-raised"
        imgClassName="size-full object-cover"
      />
      <figcaption className="mt-5 text-center">
        <p className="text-title font-semibold text-balance text-ink">{name}</p>
        <p className="mt-1 text-sm text-ink-muted">{detail}</p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm font-medium text-ink ring-1 ring-line">
          <Nfc aria-hidden="true" className="size-4 text-brand" />
          {tap}
        </p>
      </figcaption>
    </figure>
  );
}
