import type { ReactNode } from "react";
import type { ImageRef } from "~/lib/media/image-ref";
import { Picture } from "~/components/ui/picture";

/**
 * The opening band of an inner page: a photograph under an ink wash with the page's
 * h1. The photograph is the page's largest element, so it loads with priority.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  image: ImageRef;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-ivory">
      <Picture
        image={image}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full"
        imgClassName="opacity-90"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink via-ink/85 to-ink/65 lg:to-ink/40"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-32">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">{eyebrow}</p>
          <h1 className="mt-4 text-5xl leading-[1.02] text-ivory sm:text-6xl lg:text-7xl">{title}</h1>
          {lead && <p className="mt-6 max-w-xl text-base leading-relaxed text-ivory/85 sm:text-lg">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
