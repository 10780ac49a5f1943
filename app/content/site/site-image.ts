import type { ArtSpec, ImageRequest } from "../art.ts";
import type { ImageKind, ImageRef } from "../../lib/media/image-ref.ts";

/**
 * An image of the site's own pages: what the page renders (key, alt, kind) plus what
 * the artwork generator draws for it, kept together so the request list is derived
 * from the content and never written twice.
 */
export type SiteImage = ImageRef & { art: ArtSpec; variant: number };

export function siteImage(
  key: string,
  kind: ImageKind,
  alt: string,
  art: ArtSpec,
  variant = 0,
  phone?: ImageKind,
): SiteImage {
  return { key: `site/${key}`, kind, alt, art, variant, ...(phone ? { phone } : {}) };
}

/** Numbered images of one subject (`<base>-1`, `<base>-2`, ...), varied per picture. */
export function siteImageSeries(
  base: string,
  kind: ImageKind,
  pictures: readonly { alt: string; art: ArtSpec }[],
): SiteImage[] {
  return pictures.map((picture, i) => siteImage(`${base}-${i + 1}`, kind, picture.alt, picture.art, i));
}

export function toImageRequest(image: SiteImage): ImageRequest {
  return {
    key: image.key,
    kind: image.kind,
    art: image.art,
    variant: image.variant,
    ...(image.phone ? { phone: image.phone } : {}),
  };
}
