import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { SocialGrid } from "~/components/home/social-grid";
import { TrendingCategories } from "~/components/home/trending-categories";
import { shellOf, useStore } from "~/components/site/site-context";
import { buttonVariants } from "~/components/ui/button-variants";
import { Picture } from "~/components/ui/picture";
import { homeInvitation } from "~/content/site/home-invitation";
import { pageMeta } from "~/lib/seo/seo";
import { clothingStoreJsonLdText } from "~/lib/seo/structured-data";
import { setHeadJsonLd } from "~/services/rendering/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { siteRatingClaim } from "~/services/reviews/index.server";
import { siteAddress } from "~/services/platform/site-address.server";
import { currentSettings, homeOffer, hoursRule, slidesOf, storeFacts } from "~/services/settings/index.server";
import {
  heroSlides,
  homeStats,
  type PromoBanner,
  promoBanner,
  socialTiles,
  trendingCategories,
} from "~/lib/settings/showcase-views";
import { zonedNow } from "~/lib/time/store-hours";
import type { Route } from "./+types/home";
import { pageFor } from "~/content/routes-meta";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pageFor("/"), shellOf(matches));

/**
 * The hero's slides, the offer banner (only while its offer runs), the stats strip,
 * the trending categories, the social grid and the store's structured data, from the settings: rendered once and kept in the
 * page cache until a setting changes or the store's day turns.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const now = Date.now();
  const snapshot = await currentSettings();
  const store = storeFacts(snapshot);
  setHeadJsonLd(context, clothingStoreJsonLdText(new Date(now), store, hoursRule(snapshot), siteAddress()));
  return {
    slides: heroSlides(slidesOf(snapshot, "hero")),
    promo: homeOffer(snapshot, now) ? promoBanner(slidesOf(snapshot, "promo")) : null,
    trending: trendingCategories(slidesOf(snapshot, "trending")),
    social: socialTiles(slidesOf(snapshot, "social")),
    // The rating is the reviews' once there are enough (services/reviews): in the cached page, no request of its own.
    stats: homeStats(
      snapshot.claims.value,
      store.foundedYear,
      zonedNow(new Date(now), store.timeZone).year,
      await siteRatingClaim(getDatabase(), snapshot.claims.value),
    ),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const store = useStore();
  const { slides, promo, stats, trending, social } = loaderData;
  return (
    <>
      <h1 className="sr-only">
        {store.name}: premium menswear in Bengaluru since {store.foundedYear}
      </h1>
      {slides.length > 0 && <HeroCarousel slides={slides} />}

      {promo && <PromoSection promo={promo} />}

      <section aria-label={`${store.name} in numbers`} className="border-y border-line bg-paper">
        <dl className="mx-auto grid max-w-7xl grid-cols-3 divide-x divide-line px-2 py-10 sm:px-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-1 px-2 text-center">
              <dt className="text-[0.7rem] font-semibold tracking-[0.18em] text-ink-soft uppercase sm:text-xs">
                {stat.label}
              </dt>
              <dd className="font-display text-4xl text-ink sm:text-6xl">
                {stat.href && stat.external ? (
                  <a
                    href={stat.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline decoration-brass decoration-2 underline-offset-8"
                  >
                    {stat.value}
                    <span className="sr-only"> (read the reviews; opens in a new tab)</span>
                  </a>
                ) : stat.href ? (
                  <Link to={stat.href} className="underline decoration-brass decoration-2 underline-offset-8">
                    {stat.value}
                    <span className="sr-only"> (read the reviews)</span>
                  </Link>
                ) : (
                  stat.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {trending.length > 0 && <TrendingCategories categories={trending} />}

      <SocialGrid posts={social} />

      <section aria-labelledby="invite-title" className="bg-ink text-ivory below-fold">
        <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-20 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <p className="text-xs font-semibold tracking-[0.28em] text-brass uppercase">{store.hours.summary}</p>
            <h2 id="invite-title" className="mt-3 text-4xl text-ivory sm:text-5xl">
              {homeInvitation.title}
            </h2>
            <p className="mt-4 leading-relaxed text-ivory/85">{homeInvitation.text}</p>
          </div>
          <div>
            <div className="grid gap-3 sm:grid-cols-2">
              {homeInvitation.actions.map((action, i) => (
                <Link
                  key={action.href}
                  to={action.href}
                  className={buttonVariants({ variant: i === 1 ? "primary" : "outlineLight" })}
                >
                  {action.label}
                </Link>
              ))}
            </div>
            <Link
              to={homeInvitation.message.href}
              className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-ivory underline underline-offset-4 hover:text-brass"
            >
              {homeInvitation.message.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** The offer banner: its words and picture are the showcase's "Home offer banner" slide. */
function PromoSection({ promo }: { promo: PromoBanner }) {
  return (
    <section aria-labelledby="promo-title" className="bg-ivory">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <Link
          to={promo.link}
          className="group grid overflow-hidden rounded-card border border-line bg-paper md:grid-cols-[1.1fr_1fr]"
        >
          <Picture
            image={promo.image}
            sizes="(min-width: 768px) 55vw, 100vw"
            lowPriority
            className="aspect-[3/2] md:aspect-auto md:h-full"
          />
          <div className="flex flex-col justify-center gap-4 p-8 sm:p-12">
            {promo.eyebrow && (
              <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">{promo.eyebrow}</p>
            )}
            <h2 id="promo-title" className="text-4xl leading-tight sm:text-5xl">
              {promo.title}
            </h2>
            {promo.text && <p className="text-ink-soft">{promo.text}</p>}
            <span className="mt-2 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-ink uppercase">
              {promo.cta}
              <ArrowRight
                aria-hidden="true"
                className="h-4 w-4 transition-transform duration-200 group-hover:translate-x-1"
                strokeWidth={1.75}
              />
            </span>
          </div>
        </Link>
      </div>
    </section>
  );
}
