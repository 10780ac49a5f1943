import { ArrowDown, Star } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import { type FilterDefinition, filterSearch } from "~/lib/collection-filter";
import type { HeroConfig } from "~/lib/collection-view";

type CollectionHeroProps = { hero: HeroConfig; path: string; filters: FilterDefinition; sectionId: string };

/** The top of a collection screen: words on the left, the hero picture on the right. */
export function CollectionHero({ hero, path, filters, sectionId }: CollectionHeroProps) {
  // With a state the button selects that filter (a real link: works without JS too);
  // without one it is a plain anchor to the collection, keeping the current filters.
  const ctaHref = hero.cta.state ? `${path}${filterSearch(hero.cta.state, filters)}#${sectionId}` : `#${sectionId}`;
  const ctaProps = {
    className:
      "mt-8 inline-flex min-h-12 items-center gap-2 rounded-card bg-brass px-6 text-sm font-semibold uppercase tracking-[0.14em] text-ink transition-colors duration-150 hover:bg-ivory",
  };
  const ctaContent = (
    <>
      {hero.cta.label}
      <ArrowDown aria-hidden="true" className="h-4 w-4" />
    </>
  );
  return (
    <section aria-labelledby="collection-hero-title" className="relative overflow-hidden bg-ink text-ivory">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(195,155,87,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:py-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">{hero.eyebrow}</p>
          {hero.badge && (
            <p className="mt-5 inline-flex rounded-full border border-brass/60 px-3 py-1 text-xs font-medium tracking-[0.18em] text-ivory uppercase">
              {hero.badge}
            </p>
          )}
          <h1
            id="collection-hero-title"
            className="mt-4 max-w-2xl text-[2.6rem] leading-[1.05] text-ivory sm:text-6xl lg:text-[4.25rem]"
          >
            {hero.title}
          </h1>
          {hero.subtitle && <p className="mt-3 font-display text-2xl text-brass italic sm:text-3xl">{hero.subtitle}</p>}
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ivory/80 sm:text-lg">{hero.text}</p>

          {hero.claims && (
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ivory/90">
              {hero.claims.map((claim) => (
                <li key={claim} className="inline-flex items-center gap-2">
                  <Star aria-hidden="true" className="h-4 w-4 fill-brass text-brass" />
                  {claim}
                </li>
              ))}
            </ul>
          )}

          {hero.stats && (
            <dl className="mt-8 grid max-w-lg grid-cols-3 divide-x divide-ivory/15 border-y border-ivory/15 py-4">
              {hero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse px-3 first:pl-0">
                  <dt className="mt-1 text-[0.7rem] leading-snug tracking-[0.14em] text-ivory/75 uppercase">
                    {stat.label}
                  </dt>
                  <dd className="font-display text-2xl font-semibold text-brass sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}

          {hero.cta.state ? (
            <Link to={ctaHref} {...ctaProps}>
              {ctaContent}
            </Link>
          ) : (
            // A plain anchor: the browser jumps to the section and keeps the query.
            <a href={ctaHref} {...ctaProps}>
              {ctaContent}
            </a>
          )}
        </div>

        <div className="relative w-full lg:max-w-[420px] lg:justify-self-end">
          <div
            aria-hidden="true"
            className="absolute -top-3 -right-3 hidden h-full w-full rounded-card border border-brass/40 lg:block"
          />
          <Picture
            image={hero.image}
            sizes="(min-width: 1024px) 420px, 92vw"
            priority
            // Below lg the box is landscape (4:3, then 16:10): the landscape rendition.
            phoneMedia="(max-width: 1023px)"
            className="relative aspect-[4/3] rounded-card bg-ink-soft sm:aspect-[16/10] lg:aspect-[4/5]"
          />
          {hero.tag && (
            <p className="absolute bottom-4 left-4 rounded-full bg-brass px-4 py-1.5 text-xs font-semibold tracking-[0.18em] text-ink uppercase">
              {hero.tag}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
