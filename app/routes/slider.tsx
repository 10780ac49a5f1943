import { ShowcaseSlider } from "~/components/slider/showcase-slider";
import { sliderSlides } from "~/content/site/slider";
import { pageMeta } from "~/lib/seo/seo";
import { pageFor } from "~/content/routes-meta";
import { store } from "~/content/store";
import type { CachedPageHandle } from "~/services/rendering/page-cache.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta = () => pageMeta(pageFor("/slider"), store.name, { image: sliderSlides[0]!.image });

export default function Slider() {
  return (
    <>
      <h1 className="sr-only">Collections Showcase</h1>
      <ShowcaseSlider slides={sliderSlides} />
    </>
  );
}
