import { ShowcaseSlider } from "~/components/slider/showcase-slider";
import { sliderSlides } from "~/content/site/slider";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/slider", { image: sliderSlides[0]!.image });

export default function Slider() {
  return (
    <>
      <h1 className="sr-only">Collections Showcase</h1>
      <ShowcaseSlider slides={sliderSlides} />
    </>
  );
}
