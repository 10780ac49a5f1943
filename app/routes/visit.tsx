import {
  Bus,
  CalendarPlus,
  Car,
  Crown,
  Lightbulb,
  Navigation,
  Phone,
  Scissors,
  Sparkles,
  TrainFront,
} from "lucide-react";
import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { PageHero } from "~/components/site/page-hero";
import { StoreDetails } from "~/components/site/store-details";
import { StoreMap } from "~/components/site/store-map";
import { SectionHeading } from "~/components/site/section-heading";
import { shellOf, useSite } from "~/components/site/site-context";
import { NextClosure, OpenNowBadge } from "~/components/visit/store-status";
import { directions, services, visitHeroImage, visitTips } from "~/content/site/visit";
import { mapsDirectionsLink, telLink } from "~/lib/contact/links";
import { pageMeta } from "~/lib/seo/seo";
import { clothingStoreJsonLdText } from "~/lib/seo/structured-data";
import { setHeadJsonLd } from "~/services/rendering/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { siteAddress } from "~/services/platform/site-address.server";
import { currentSettings, hoursRule, publishedHours, slidesOf, storeFacts } from "~/services/settings/index.server";
import { pagePicture } from "~/lib/settings/showcase-views";
import { formatAddress } from "~/lib/settings/address";
import type { Route } from "./+types/visit";
import { pageFor } from "~/content/routes-meta";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(pageFor("/visit"), shellOf(matches), loaderData ? { image: loaderData.picture } : {});

/**
 * The store's structured data and the hours "open now" is worked out with in the
 * browser: rendered per content version and day (the page cache turns over at midnight).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const now = Date.now();
  const snapshot = await currentSettings();
  setHeadJsonLd(
    context,
    clothingStoreJsonLdText(new Date(now), storeFacts(snapshot), hoursRule(snapshot), siteAddress()),
  );
  // The picture as staff keep it (the showcase's "Visit: picture").
  return { hours: publishedHours(snapshot, now), picture: pagePicture(slidesOf(snapshot, "visit"), visitHeroImage) };
}

const serviceIcons = { crown: Crown, sparkles: Sparkles, scissors: Scissors, car: Car };
const directionIcons = { train: TrainFront, bus: Bus, car: Car };

const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

export default function Visit({ loaderData }: Route.ComponentProps) {
  const { store } = useSite();
  const directionsHref = mapsDirectionsLink(formatAddress(store));
  const callHref = telLink(store.phones[0]!.e164);
  return (
    <>
      <PageHero
        eyebrow="Visit Us"
        title="Visit Our Store"
        lead="Come in, take your time, try everything on. Our tailors and stylists are on the floor every day."
        image={loaderData.picture}
      >
        <a href={directionsHref} {...newWindow} className={buttonVariants()}>
          <Navigation aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Get Directions<span className="sr-only"> (opens in a new window)</span>
        </a>
        <a href={callHref} className={buttonVariants({ variant: "outlineLight" })}>
          <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Call Store
        </a>
      </PageHero>

      <section aria-labelledby="location-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr]">
          <StoreMap
            title={`Map showing ${store.name} in ${store.address.city}`}
            className="h-80 sm:h-[28rem] lg:h-full lg:min-h-[32rem]"
          />
          <div className="flex flex-col gap-6 rounded-card border border-line bg-paper p-6 sm:p-8">
            <div>
              <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Flagship store</p>
              <h2 id="location-title" className="mt-2 text-4xl">
                {store.name}
              </h2>
            </div>
            <OpenNowBadge hours={loaderData.hours} className="self-start" />
            <StoreDetails
              tone="onLight"
              details={["address", "hours", "phones"]}
              afterHours={<NextClosure hours={loaderData.hours} />}
            />
            <div className="mt-auto grid gap-3 sm:grid-cols-2">
              <a
                href={directionsHref}
                {...newWindow}
                className={buttonVariants({ variant: "dark", className: "sm:col-span-2" })}
              >
                <Navigation aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Get Directions<span className="sr-only"> (opens in a new window)</span>
              </a>
              {/* The spec's "Book Appointment" dials the store; beside the online booking the two
                  read as one thing unless each is named for what it does (issue 38 item 5). */}
              <a href={callHref} className={buttonVariants({ variant: "outlineDark" })}>
                <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Call to book
              </a>
              <Link to={`${href("/book")}?purpose=trial-room`} className={buttonVariants()}>
                <CalendarPlus aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Book a visit online
              </Link>
              <a href={callHref} className={buttonVariants({ variant: "outlineDark", className: "sm:col-span-2" })}>
                <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Call Store
              </a>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="border-y border-line bg-paper py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="services-title"
            eyebrow="In store"
            title="Services"
            lead="Everything you need to choose well and leave looking right."
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => {
              const Icon = serviceIcons[service.icon];
              return (
                <li key={service.title} className="rounded-card border border-line bg-ivory p-6">
                  <span className="flex h-12 w-12 items-center justify-center rounded-full bg-ink text-brass">
                    <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
                  </span>
                  <h3 className="mt-5 text-2xl">{service.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-soft">{service.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="directions-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <SectionHeading id="directions-title" eyebrow="Getting here" title="Directions" />
            <ul className="mt-10 space-y-4">
              {directions.map((direction) => {
                const Icon = directionIcons[direction.icon];
                return (
                  <li key={direction.title} className="flex gap-5 rounded-card border border-line bg-paper p-5">
                    <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brass-deep" strokeWidth={1.5} />
                    <div>
                      <h3 className="font-sans text-base font-semibold text-ink">{direction.title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-ink-soft">{direction.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <aside aria-labelledby="tips-title" className="self-start rounded-card bg-ink p-8 text-ivory">
            <h2 id="tips-title" className="flex items-center gap-3 text-3xl text-ivory">
              <Lightbulb aria-hidden="true" className="h-6 w-6 text-brass" strokeWidth={1.5} />
              Visitor Tips
            </h2>
            <ul className="mt-6 space-y-4">
              {visitTips.map((tip) => (
                <li
                  key={tip}
                  className="border-b border-ivory/10 pb-4 text-sm leading-relaxed text-ivory/85 last:border-b-0 last:pb-0"
                >
                  {tip}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
