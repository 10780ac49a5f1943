import { ShowcaseSlider } from "~/components/slider/showcase-slider";
import { sliderSlides } from "~/content/site/slider";
import { pageMeta } from "~/lib/seo/seo";
import { pageFor } from "~/content/routes-meta";
import { store } from "~/content/store";

export const meta = () => pageMeta(pageFor("/slider"), store.name, { image: sliderSlides[0]!.image });

export default function Slider() {
  return (
    <>
      <h1 className="sr-only">Collections Showcase</h1>
      <ShowcaseSlider slides={sliderSlides} />
    </>
  );
}
