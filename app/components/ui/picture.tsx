import { createContext, useContext } from "react";
import type { ImageRef } from "~/content/art";
import { cn } from "~/lib/cn";
import { IMAGE_KINDS, imageFallbackSrc, imageSrcSet } from "~/lib/images";

type PictureProps = {
  image: ImageRef;
  /** The rendered width, e.g. "(min-width: 1024px) 25vw, 100vw": lets the browser pick the smallest file. */
  sizes: string;
  /** Above-the-fold images (hero, dialog main image): load eagerly with high priority. */
  priority?: boolean;
  /** Classes for the <picture> box (size it here; the img fills it). */
  className?: string;
  /** Classes for the <img>, e.g. "object-top" or a hover transform. */
  imgClassName?: string;
};

/**
 * False inside a carousel slide nobody has seen yet: its images wait, so a page of
 * carousels does not download every slide up front (slides are stacked, so the
 * browser's own lazy loading would fetch them all).
 */
export const ImageLoadContext = createContext(true);

/**
 * One responsive image: AVIF, then WebP, with intrinsic width/height so the browser
 * reserves the box before the file arrives. The img covers its box, so callers size
 * the box (aspect-[4/5], h-full, ...) and the image crops to it.
 */
export function Picture({ image, sizes, priority = false, className, imgClassName }: PictureProps) {
  const spec = IMAGE_KINDS[image.kind];
  if (!useContext(ImageLoadContext)) return <span aria-hidden="true" className={cn("block", className)} />;
  return (
    <picture className={cn("block overflow-hidden", className)}>
      <source type="image/avif" srcSet={imageSrcSet(image.key, image.kind, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image.key, image.kind, "webp")} sizes={sizes} />
      <img
        src={imageFallbackSrc(image.key, image.kind)}
        alt={image.alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("block h-full w-full object-cover", imgClassName)}
      />
    </picture>
  );
}
