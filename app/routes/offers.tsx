import { href, Link } from "react-router";
import { FeaturedCard } from "~/components/offers/featured-card";
import { PromoCard } from "~/components/offers/promo-card";
import { buttonVariants } from "~/components/ui/button-variants";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { ToastHost } from "~/components/ui/toast-host";
import { featuredCollections, offersHeroImage, welcomePromo } from "~/content/site/offers";
import { store } from "~/content/store";
import { pageMeta } from "~/lib/seo/seo";
import { pageFor } from "~/content/routes-meta";
import type { CachedPageHandle } from "~/services/rendering/page-cache.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta = () => pageMeta(pageFor("/offers"), store.name, { image: offersHeroImage });

export default function Offers() {
  return (
    <>
      <PageHero
        eyebrow="Offers"
        title="Current Offers"
        lead="A welcome from our counter to yours: 10% off any brand, on any visit, for as long as you like."
        image={offersHeroImage}
      />
      <section aria-label="Welcome offer" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6 sm:pt-20">
        <PromoCard promo={welcomePromo} />
      </section>

      <section aria-labelledby="featured-title" className="py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="featured-title"
            eyebrow="Use it on"
            title="Featured Collections"
            lead="A few favourites from the floor this month. The code works on every one of them."
          />
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featuredCollections.map((collection) => (
              <FeaturedCard key={collection.id} collection={collection} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="redeem-title" className="border-t border-line bg-sand/60">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="redeem-title" className="text-3xl sm:text-4xl">
              Redeem it in store
            </h2>
            <p className="mt-2 text-ink-soft">
              The offer is for in-store purchases only. We are open {store.hours.everyDay}.
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
