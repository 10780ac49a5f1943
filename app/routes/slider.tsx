import { ShowcaseSlider } from "~/components/slider/showcase-slider";
import { shellOf } from "~/components/site/site-context";
import { pageMeta } from "~/lib/seo/seo";
import { sliderSlides } from "~/lib/settings/showcase-views";
import { currentSettings, slidesOf } from "~/services/settings/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import type { Route } from "./+types/slider";
import { pageFor } from "~/content/routes-meta";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(pageFor("/slider"), shellOf(matches), { image: loaderData?.slides[0]?.image });

/** The slider's slides as staff keep them (the showcase's "Slider" list). */
export async function loader() {
  return { slides: sliderSlides(slidesOf(await currentSettings(), "slider")) };
}

export default function Slider({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">Collections Showcase</h1>
      {loaderData.slides.length > 0 && <ShowcaseSlider slides={loaderData.slides} />}
    </>
  );
}
