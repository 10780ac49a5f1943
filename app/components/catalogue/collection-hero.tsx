import { ArrowDown, Star } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import { type FilterDefinition, filterSearch } from "~/lib/catalogue/collection-filter";
import type { HeroClaim, HeroConfig } from "~/lib/catalogue/collection-view";

type CollectionHeroProps = { hero: HeroConfig; path: string; filters: FilterDefinition; sectionId: string };

/** The top of a collection screen: words on the left, the hero picture on the right. */
export function CollectionHero({ hero, path, filters, sectionId }: CollectionHeroProps) {
  // With a state the button selects that filter (a real link: works without JS too);
  // without one it is a plain anchor to the collection, keeping the current filters.
  const ctaHref = hero.cta.state ? `${path}${filterSearch(hero.cta.state, filters)}#${sectionId}` : `#${sectionId}`;
  const ctaProps = {
    className:
      "mt-4 inline-flex min-h-11 items-center gap-2 rounded-card bg-brass px-5 text-xs sm:text-sm font-semibold uppercase tracking-[0.14em] text-ink transition-colors duration-150 hover:bg-ivory sm:mt-8 sm:min-h-12 sm:px-6",
  };
  const ctaContent = (
    <>
      {hero.cta.label}
      <ArrowDown aria-hidden="true" className="h-4 w-4" />
    </>
  );
  // On a phone the hero is short, so the first row of pieces shows on the first screen:
  // the title beside a small portrait of the collection, the rest below at full width.
  // From lg the words stand in one column beside the large picture (it spans both rows).
  return (
    <section aria-labelledby="collection-hero-title" className="relative overflow-hidden bg-ink text-ivory">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(195,155,87,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_6.5rem] items-center gap-x-5 px-4 pt-5 pb-6 sm:grid-cols-[minmax(0,1fr)_13rem] sm:gap-x-10 sm:px-6 sm:py-14 lg:grid-cols-[1.15fr_0.85fr] lg:gap-x-16 lg:py-16">
        <div className="lg:self-end">
          <p
            className="text-[0.7rem] font-semibold tracking-[0.3em] text-brass uppercase sm:text-xs"
            lang={hero.inEnglish?.eyebrow ? "en" : undefined}
          >
            {hero.eyebrow}
          </p>
          {hero.badge && (
            <p className="mt-3 inline-flex rounded-full border border-brass/60 px-3 py-1 text-[0.65rem] font-medium tracking-[0.18em] text-ivory uppercase sm:mt-5 sm:text-xs">
              {hero.badge}
            </p>
          )}
          <h1
            id="collection-hero-title"
            lang={hero.inEnglish?.title ? "en" : undefined}
            className="mt-2 max-w-2xl text-[1.85rem] leading-[1.08] text-ivory sm:mt-4 sm:text-6xl sm:leading-[1.05] lg:text-[4.25rem]"
          >
            {hero.title}
          </h1>
          {hero.subtitle && (
            <p
              className="mt-2 font-display text-xl text-brass italic sm:mt-3 sm:text-3xl"
              lang={hero.inEnglish?.subtitle ? "en" : undefined}
            >
              {hero.subtitle}
            </p>
          )}
        </div>

        <div className="relative w-full self-center lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-[420px] lg:justify-self-end">
          <div
            aria-hidden="true"
            className="absolute -top-3 -right-3 hidden h-full w-full rounded-card border border-brass/40 lg:block"
          />
          {/* Portrait at every width: the whole garment, never a landscape cut of it. */}
          <Picture
            image={hero.image}
            sizes="(min-width: 1024px) 420px, (min-width: 640px) 208px, 104px"
            priority
            className="relative aspect-[4/5] rounded-card bg-ink-soft"
          />
          {hero.tag && (
            <p className="absolute -bottom-2.5 left-1/2 -translate-x-1/2 rounded-full bg-brass px-2.5 py-1 text-[0.6rem] font-semibold tracking-[0.12em] whitespace-nowrap text-ink uppercase sm:bottom-4 sm:left-4 sm:translate-x-0 sm:px-4 sm:py-1.5 sm:text-xs sm:tracking-[0.18em]">
              {hero.tag}
            </p>
          )}
        </div>

        <div className="col-span-2 lg:col-span-1 lg:self-start">
          {/*
            The collection's story, whole: never clamped, since a sentence cut with "…" says less
            than a shorter one (issue 38). The seeded sentences fit two lines on a 375 px phone.
          */}
          <p
            className="mt-3 max-w-xl text-sm leading-relaxed text-ivory/80 sm:mt-5 sm:text-lg"
            lang={hero.inEnglish?.text ? "en" : undefined}
          >
            {hero.text}
          </p>

          {hero.shownClaims && (
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-[0.8rem] text-ivory/90 sm:mt-6 sm:gap-x-6 sm:gap-y-2 sm:text-sm">
              {hero.shownClaims.map((claim) => (
                <li key={claim.text} className="inline-flex items-center gap-2">
                  <Star aria-hidden="true" className="h-4 w-4 shrink-0 fill-brass text-brass" />
                  {claim.href ? <ClaimLink claim={claim} href={claim.href} /> : claim.text}
                </li>
              ))}
            </ul>
          )}

          {hero.stats && (
            <dl className="mt-3 grid max-w-lg grid-cols-3 divide-x divide-ivory/15 border-y border-ivory/15 py-2 sm:mt-8 sm:py-4">
              {hero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse px-3 first:pl-0">
                  <dt className="mt-0.5 text-[0.6rem] leading-snug tracking-[0.12em] text-ivory/75 uppercase sm:mt-1 sm:text-[0.7rem] sm:tracking-[0.14em]">
                    {stat.label}
                  </dt>
                  <dd className="font-display text-xl font-semibold text-brass sm:text-3xl">{stat.value}</dd>
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
      </div>
    </section>
  );
}

const claimLinkClass = "underline decoration-brass underline-offset-4 hover:text-brass";

/** The rating claim: /reviews on this site, or the owner's own link to another, opened in a new tab. */
function ClaimLink({ claim, href }: { claim: HeroClaim; href: string }) {
  return claim.external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={claimLinkClass}>
      {claim.text}
      <span className="sr-only"> (read the reviews; opens in a new tab)</span>
    </a>
  ) : (
    <Link to={href} className={claimLinkClass}>
      {claim.text}
    </Link>
  );
}
