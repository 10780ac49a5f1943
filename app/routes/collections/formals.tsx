import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { formalCollection, formalFilters } from "~/content/catalogue/formals";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/collections/formals");

const config: CollectionScreenConfig = {
  path: href("/collections/formals"),
  name: "Formal Collection",
  collection: formalCollection,
  filters: formalFilters,
  categoryStyle: "tabs",
  hero: {
    eyebrow: "The Formal Edit",
    title: "Formal Collection",
    text: "Shirts, trousers, blazers and suits cut for the Bengaluru workday, with alterations finished in our own tailoring room before you take them home.",
    cta: { label: "Explore Suits", state: { category: "suits", type: null } },
    image: formalCollection.hero,
  },
  section: {
    title: "Dressed for the Boardroom",
    intro:
      "Start with a crisp shirt and build from there. Every piece can be tried in our VIP trial rooms and tailored to fit.",
  },
  eyebrow: (item) => itemFilterLabel(formalFilters, item),
  details: [],
  empty: { hint: "We don't have items in this category yet. Check back soon!", reset: false },
};

export default function FormalsPage() {
  return <CollectionScreen config={config} />;
}
