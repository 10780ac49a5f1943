import { createContext, useContext } from "react";
import { preload } from "react-dom";
import type { ImageKind, ImageRef } from "~/lib/media/image-ref";
import { cn } from "~/lib/ui/cn";
import { IMAGE_FORMATS, IMAGE_KINDS, imageFallbackSrc, imageSrcSet, phoneKey } from "~/lib/media/images";

/** Screens that get an image's art-directed phone rendition (ImageRef.phone) unless the caller says otherwise. */
export const PHONE_MEDIA = "(max-width: 639px)";

type PictureProps = {
  image: ImageRef;
  /** The rendered width, e.g. "(min-width: 1024px) 25vw, 100vw": lets the browser pick the smallest file. */
  sizes: string;
  /**
   * Above-the-fold images (hero, dialog main image): load eagerly with high priority,
   * and are preloaded from the document's head ahead of every script.
   */
  priority?: boolean;
  /**
   * For a lazy image that still starts on the first screen, below its largest paint
   * (the home page's promo under the hero): the browser fetches it after the
   * high-priority files rather than splitting a slow connection with them.
   */
  lowPriority?: boolean;
  /** Where the phone rendition applies (a media query); only used when the image has one. */
  phoneMedia?: string;
  /** Classes for the <picture> box (size it here; the img fills it). */
  className?: string;
  /** Cropped to fill its box (the default), or contained whole within it. */
  fit?: "cover" | "contain";
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
 * reserves the box before the file arrives. The img fills its box, so callers size
 * the box (aspect-[4/5], h-full, ...) and the image crops to it (or, with
 * fit="contain", sits whole inside it). An image with a phone rendition lists it
 * first, for `phoneMedia` screens (art direction).
 */
export function Picture({
  image,
  sizes,
  priority = false,
  lowPriority = false,
  phoneMedia = PHONE_MEDIA,
  className,
  fit = "cover",
  imgClassName,
}: PictureProps) {
  const spec = IMAGE_KINDS[image.kind];
  const load = useContext(ImageLoadContext);
  const phone = image.phone ? { key: phoneKey(image.key), kind: image.phone } : null;
  // Server only (the browser renders it after the file is already on its way): React
  // writes a high-priority image preload right after the charset and viewport, before
  // the stylesheet and every modulepreload, since the preload scanner cannot choose a
  // <source> of a <picture> and this is the page's LCP. Chromium decodes AVIF, so the
  // preload names the AVIF set the <source> will choose.
  if (import.meta.env.SSR && load && priority) {
    const preloadSet = (key: string, kind: ImageKind, media?: string) =>
      preload(imageFallbackSrc(key, kind), {
        as: "image",
        fetchPriority: "high",
        imageSrcSet: imageSrcSet(key, kind, "avif"),
        imageSizes: sizes,
        type: "image/avif",
        media,
      });
    if (phone) preloadSet(phone.key, phone.kind, phoneMedia);
    preloadSet(image.key, image.kind, phone ? `not all and ${phoneMedia}` : undefined);
  }
  if (!load) return <span aria-hidden="true" className={cn("block", className)} />;
  const sources = (key: string, kind: ImageKind, media?: string) =>
    IMAGE_FORMATS.map((format) => (
      <source
        key={`${key}.${format}`}
        media={media}
        type={`image/${format}`}
        srcSet={imageSrcSet(key, kind, format)}
        sizes={sizes}
        // A phone rendition has its own aspect ratio.
        width={media ? IMAGE_KINDS[kind].width : undefined}
        height={media ? IMAGE_KINDS[kind].height : undefined}
      />
    ));
  return (
    <picture className={cn("block overflow-hidden", className)}>
      {phone && sources(phone.key, phone.kind, phoneMedia)}
      {sources(image.key, image.kind)}
      <img
        src={imageFallbackSrc(image.key, image.kind)}
        alt={image.alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : lowPriority ? "low" : undefined}
        className={cn("block h-full w-full", fit === "contain" ? "object-contain" : "object-cover", imgClassName)}
      />
    </picture>
  );
}
