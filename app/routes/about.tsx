import { ArrowRight, Handshake, Landmark, Scissors, Sparkles } from "lucide-react";
import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { Picture } from "~/components/ui/picture";
import { aboutIntro, collectionGroupWords, values } from "~/content/site/about-words";
import { aboutHero, collectionGroups } from "~/content/site/about";
import { shellOf, useStore } from "~/components/site/site-context";
import { pageMeta } from "~/lib/seo/seo";
import { groupPictures, homeStats, pagePicture, timelineEntries } from "~/lib/settings/showcase-views";
import { zonedNow } from "~/lib/time/store-hours";
import { getDatabase } from "~/services/platform/db.server";
import { siteRatingClaim } from "~/services/reviews/index.server";
import { currentSettings, slidesOf, storeFacts } from "~/services/settings/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import type { Route } from "./+types/about";
import { pageFor } from "~/content/routes-meta";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(pageFor("/about"), shellOf(matches), loaderData ? { image: loaderData.picture } : {});

/**
 * The page's picture and timeline as staff keep them (the showcase), and the store's
 * claims (customers, rating, years since its founding): the rating is the one every page states.
 */
export async function loader() {
  const snapshot = await currentSettings();
  const store = storeFacts(snapshot);
  const claims = snapshot.claims.value;
  const year = zonedNow(new Date(), store.timeZone).year;
  // The same rating as the home page's: the reviews' once there are enough.
  return {
    picture: pagePicture(slidesOf(snapshot, "about"), aboutHero.image),
    timeline: timelineEntries(slidesOf(snapshot, "timeline")),
    groupPictures: groupPictures(slidesOf(snapshot, "groups"), collectionGroups),
    stats: homeStats(claims, store.foundedYear, year, await siteRatingClaim(getDatabase(), claims)),
  };
}

const valueIcons = { scissors: Scissors, handshake: Handshake, landmark: Landmark, sparkles: Sparkles };

export default function About({ loaderData }: Route.ComponentProps) {
  const store = useStore();
  return (
    <>
      <PageHero
        eyebrow={aboutIntro.eyebrow}
        title={aboutIntro.title}
        lead={aboutIntro.intro}
        image={loaderData.picture}
      >
        <Link to={href("/visit")} className={buttonVariants()}>
          Visit the Store
        </Link>
        <Link to={href("/collections/formals")} className={buttonVariants({ variant: "outlineLight" })}>
          See the Collections
        </Link>
      </PageHero>

      <section aria-labelledby="founded-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <p className="font-display text-[7rem] leading-none text-brass-deep sm:text-[10rem]" aria-hidden="true">
              {store.foundedYear}
            </p>
            <h2 id="founded-title" className="mt-2 text-4xl sm:text-5xl">
              Founded in Bengaluru, 1984
            </h2>
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-ink-soft">
            <p>
              Our founder opened the first counter with a simple promise: good cloth, cut properly, at a fair price.
              Customers came for shirting and suiting lengths and stayed for the tailor's advice on collars, cuffs and
              how a trouser should break.
            </p>
            <p>
              Four decades on, the counter has become a full menswear house — formals, casual wear, clubwear, winter
              wear, innerwear, dhotis and a groom's atelier — but the habit has not changed. We still measure twice, and
              we still tell you honestly what suits you.
            </p>
          </div>
        </div>
      </section>

      {loaderData.timeline.length > 0 && (
        <section aria-labelledby="timeline-title" className="border-y border-line bg-paper py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading id="timeline-title" eyebrow="Our journey" title="Milestones" />
            <ol className="mt-12 grid gap-10 md:grid-cols-3">
              {loaderData.timeline.map((entry, i) => (
                <li key={`${i}-${entry.year}`} className="relative">
                  <Picture
                    image={entry.image}
                    sizes="(min-width: 768px) 30vw, 92vw"
                    className="aspect-[3/2] rounded-card bg-sand"
                  />
                  <p className="mt-6 font-display text-5xl text-brass-deep">{entry.year}</p>
                  <h3 className="mt-2 text-2xl">{entry.title}</h3>
                  <p className="mt-3 leading-relaxed text-ink-soft">{entry.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      <section aria-labelledby="values-title" className="bg-ink py-20 text-ivory sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="values-title" tone="light" eyebrow="What we stand for" title="Our Values" />
          <ul className="mt-12 grid gap-px overflow-hidden rounded-card bg-ivory/15 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value) => {
              const Icon = valueIcons[value.icon];
              return (
                <li key={value.title} className="bg-ink p-8">
                  <Icon aria-hidden="true" className="h-7 w-7 text-brass" strokeWidth={1.5} />
                  <h3 className="mt-6 text-3xl text-ivory">{value.title}</h3>
                  <p className="mt-3 text-sm leading-relaxed text-ivory/80">{value.text}</p>
                </li>
              );
            })}
          </ul>
          <dl className="mt-16 grid grid-cols-3 gap-4 border-t border-ivory/15 pt-10 text-center">
            {loaderData.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-[0.7rem] font-semibold tracking-[0.18em] text-ivory/75 uppercase sm:text-xs">
                  {stat.label}
                </dt>
                <dd className="font-display text-4xl text-brass sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="groups-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="groups-title"
          eyebrow="What you will find"
          title="Our Collections"
          lead={`${store.curatedBrands}, in three families.`}
        />
        <div className="mt-12 grid gap-8 md:grid-cols-3">
          {collectionGroupWords.map((group, i) => (
            <article
              key={group.title}
              className="flex flex-col overflow-hidden rounded-card border border-line bg-paper"
            >
              <Picture
                image={loaderData.groupPictures[i]!}
                sizes="(min-width: 768px) 30vw, 92vw"
                className="aspect-[4/5] bg-sand"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-3xl">{group.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{group.text}</p>
                <ul className="mt-5 flex flex-col gap-1 border-t border-line pt-4">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="group inline-flex min-h-8 items-center gap-2 text-sm font-semibold tracking-[0.12em] text-brass-deep uppercase hover:text-ink"
                      >
                        {link.name}
                        <ArrowRight
                          aria-hidden="true"
                          className="h-4 w-4 transition-transform duration-200 group-hover:translate-x-1"
                          strokeWidth={1.75}
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
