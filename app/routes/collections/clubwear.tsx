import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { clubwearCollection, clubwearFilters } from "~/content/catalogue/clubwear";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/collections/clubwear");

const config: CollectionScreenConfig = {
  path: href("/collections/clubwear"),
  name: "Clubwear Collection",
  collection: clubwearCollection,
  filters: clubwearFilters,
  hero: {
    eyebrow: "After Dark",
    title: "Clubwear Collection",
    text: "Satin, jacquard and linen shirts, short kurtas and sharp stretch trousers for parties, sangeets and late dinners across the city.",
    cta: { label: "See the Collection" },
    image: clubwearCollection.hero,
  },
  section: {
    title: "Made for the Evening",
    intro: "Pick a style below, or browse everything. Shirts and trousers are cut to be worn together.",
  },
  eyebrow: (item) => itemFilterLabel(clubwearFilters, item),
  details: [],
  empty: { hint: "Try adjusting your filters to find what you're looking for.", reset: true },
};

export default function ClubwearPage() {
  return <CollectionScreen config={config} />;
}
