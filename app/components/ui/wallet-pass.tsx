import { Nfc } from "lucide-react";
import type { ImageAsset } from "../../images.ts";
import { Picture } from "./picture.tsx";

/**
 * A wallet pass as a fan sees it on the phone (issue 3 "phone-wallet pass mock-ups"): the pass's
 * artwork (`passImages`, lazy, with its intrinsic size), what it is, what it holds, and the tap
 * that lets the fan in. Real text, so it translates and reads as text to screen readers.
 */
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
    <figure className="mx-auto w-full max-w-72 rounded-panel bg-night p-2.5 shadow-raised ring-1 ring-night-line">
      <div className="on-night overflow-hidden rounded-card bg-night-raised text-on-night">
        <Picture
          image={image}
          alt={alt}
          sizes="(min-width: 1024px) 288px, 80vw"
          className="block aspect-[4/3]"
          imgClassName="size-full object-cover"
        />
        <figcaption className="p-5">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">Keystub</p>
          <p className="mt-1 text-title font-semibold text-balance">{name}</p>
          <p className="mt-1 text-sm text-on-night-muted">{detail}</p>
          <p className="mt-5 flex items-center gap-2 rounded-full bg-night px-4 py-2 text-sm font-medium ring-1 ring-night-line">
            <Nfc aria-hidden="true" className="size-4 text-accent" />
            {tap}
          </p>
        </figcaption>
      </div>
    </figure>
  );
}
