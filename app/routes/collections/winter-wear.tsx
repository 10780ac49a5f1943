import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { winterCollection, winterFilters } from "~/content/catalogue/winter";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/pants");

const config: CollectionScreenConfig = {
  path: href("/pants"),
  name: "Winter Collections",
  collection: winterCollection,
  filters: winterFilters,
  categoryStyle: "tabs",
  hero: {
    eyebrow: "Winter Collections",
    title: "Stay Warm in Style With Premium Winter Wear",
    text: "Jerkins, knits, rain coats and padded jackets for December mornings, monsoon commutes and the hill trip you have been planning.",
    claims: ["Loved by 10k+ customers", "4.9/5 (2.5k+ reviews)"],
    cta: { label: "Explore Winter Wear" },
    image: winterCollection.hero,
  },
  section: {
    title: "Layers for Every Chill",
    intro: "Each piece carries a warmth rating, from a light layer for cool evenings to a padded jacket for the hills.",
  },
  eyebrow: (item) => itemFilterLabel(winterFilters, item),
  badge: (item) => (item.warmth ? `Warmth: ${item.warmth}` : undefined),
  details: ["fabric", "warmth", "price"],
  empty: { hint: "Try another tab above, or choose All Winter Wear to see the full range.", reset: false },
};

export default function WinterWearPage() {
  return <CollectionScreen config={config} />;
}
