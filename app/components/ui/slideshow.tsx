import { useEffect, useRef } from "react";
import type { ImageAsset } from "../../images.ts";
import { Picture } from "./picture.tsx";

/** A cross-fading slideshow: only the pictures on show, fading out and next are in the document. */
export function Slideshow({
  images,
  active,
  moving,
}: {
  images: readonly ImageAsset[];
  active: number;
  moving: boolean;
}) {
  const previous = useRef(active);
  const shownBefore = previous.current;
  useEffect(() => {
    previous.current = active;
  }, [active]);
  const count = images.length;
  const next = (active + 1) % count;
  return (
    <div
      aria-hidden="true"
      data-testid="slideshow"
      data-active={active}
      data-count={count}
      className="absolute inset-0 -z-20 overflow-hidden bg-night"
    >
      {images.map((image, index) => {
        const isActive = index === active;
        const isLeaving = index === shownBefore && !isActive;
        const isNext = moving && index === next && !isActive;
        if (!isActive && !isLeaving && !isNext) return null;
        return (
          // The src is the key: a picture never changes identity, so it never reloads.
          <div
            key={image.src}
            data-slide={index}
            className={`absolute inset-0 transition-opacity duration-(--duration-fade) ease-in-out ${
              isActive ? "z-20 opacity-100" : isLeaving ? "z-10 opacity-100" : "z-0 opacity-0"
            }`}
          >
            <Picture
              image={image}
              alt=""
              priority={index === 0}
              className="block size-full"
              imgClassName="size-full object-cover"
            />
          </div>
        );
      })}
    </div>
  );
}
