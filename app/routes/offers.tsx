import { href, Link } from "react-router";
import { FeaturedCard } from "~/components/offers/featured-card";
import { PromoCard } from "~/components/offers/promo-card";
import { buttonVariants } from "~/components/ui/button-variants";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { ToastHost } from "~/components/ui/toast-host";
import { shellOf, useStore } from "~/components/site/site-context";
import { offersHeroImage } from "~/content/site/offers";
import { featuredCards, pagePicture } from "~/lib/settings/showcase-views";
import { pageMeta } from "~/lib/seo/seo";
import type { Offer } from "~/lib/settings/offer-dates";
import { currentSettings, offersNow, slidesOf } from "~/services/settings/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import type { Route } from "./+types/offers";
import { pageFor } from "~/content/routes-meta";
import { localeOfPath } from "~/lib/i18n/locale";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(pageFor("/offers"), shellOf(matches), loaderData ? { image: loaderData.picture } : {});

/**
 * The offers on the site today (published, within their dates), in the staff's order.
 * The page cache turns over at the store's midnight, so an offer appears on its first
 * day and is gone the day after its last without anyone touching anything.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const snapshot = await currentSettings();
  const locale = localeOfPath(new URL(request.url).pathname);
  const offers: Offer[] = offersNow(snapshot, Date.now(), locale).map(
    ({ code, headline, title, description, terms, validFrom, validUntil, inEnglish }) => ({
      code,
      headline,
      title,
      description,
      terms,
      validFrom,
      validUntil,
      ...(inEnglish ? { inEnglish } : {}),
    }),
  );
  return {
    offers,
    // The page's picture and featured cards as staff keep them (the showcase).
    picture: pagePicture(slidesOf(snapshot, "offers"), offersHeroImage),
    featured: featuredCards(slidesOf(snapshot, "featured")),
  };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const store = useStore();
  const { offers, featured } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Offers"
        title="Current Offers"
        lead="A welcome from our counter to yours: show the code at the counter when you pay."
        image={loaderData.picture}
      />
      <section aria-label="Offers" className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 sm:px-6 sm:pt-20">
        {offers.length > 0 ? (
          offers.map((offer) => <PromoCard key={offer.code} promo={offer} />)
        ) : (
          <p className="rounded-card border border-line bg-paper p-8 text-center text-ink-soft">
            No offers are running today. Ask at the counter: there is often something on.
          </p>
        )}
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-title" className="py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading
              id="featured-title"
              eyebrow="Use it on"
              title="Featured Collections"
              lead="A few favourites from the floor this month. The code works on every one of them."
            />
            <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {featured.map((collection) => (
                <FeaturedCard key={collection.id} collection={collection} />
              ))}
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="redeem-title" className="border-t border-line bg-sand/60">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="redeem-title" className="text-3xl sm:text-4xl">
              Redeem it in store
            </h2>
            <p className="mt-2 text-ink-soft">
              Offers are for in-store purchases only. We are open {store.hours.everyDay}.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={href("/visit")} className={buttonVariants({ variant: "dark" })}>
              Plan Your Visit
            </Link>
            <Link to={href("/contact")} className={buttonVariants({ variant: "outlineDark" })}>
              Ask a Question
            </Link>
          </div>
        </div>
      </section>
      <ToastHost />
    </>
  );
}
