import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { casualCollection, casualFilters } from "~/content/catalogue/casual";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/collections/semi-formals");

const config: CollectionScreenConfig = {
  path: href("/collections/semi-formals"),
  name: "Casual Wear collection",
  collection: casualCollection,
  filters: casualFilters,
  hero: {
    eyebrow: "Casual Wear",
    title: "Easy Clothes, Made Properly",
    text: "Linen and oxford shirts, chinos, denim, tees, cargos and joggers for weekends, travel and long lunches, chosen for fabric that lasts.",
    cta: { label: "Shop Casual Shirts", state: { category: "casual-shirts", type: null } },
    image: casualCollection.hero,
  },
  section: {
    title: "The Casual Wardrobe",
    intro: "Mix the pieces freely: everything here is chosen to work together, from a Sunday tee to a smart overshirt.",
  },
  eyebrow: (item) => itemFilterLabel(casualFilters, item),
  details: [],
  resetInFilterBar: true,
  empty: { hint: "Try adjusting your filters to find what you're looking for.", reset: true },
};

export default function CasualWearPage() {
  return <CollectionScreen config={config} />;
}
