import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { innerwearCollection, innerwearFilters } from "~/content/catalogue/innerwear";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/innerwears");

const config: CollectionScreenConfig = {
  path: href("/innerwears"),
  name: "Inner Wear Brands",
  collection: innerwearCollection,
  filters: innerwearFilters,
  hero: {
    eyebrow: "Inner Wear Brands",
    badge: "New Summer Collection",
    title: "Redefine Your Comfort Standard",
    text: "Vests, trunks, tees and lounge wear from US POLO ASSN, Jockey, Ramraj and Minister White, alongside our own easy basics.",
    stats: [
      { value: "10K+", label: "Happy Customers" },
      { value: "100%", label: "Premium Materials" },
      { value: "24/7", label: "Customer Support" },
    ],
    tag: "Limited Edition",
    cta: { label: "Shop Inner Wear" },
    image: innerwearCollection.hero,
  },
  section: {
    title: "Comfort, Brand by Brand",
    intro: "Filter by brand, or by what you need: everyday innerwear, tees, shorts or a ready combo pack.",
  },
  eyebrow: (item) => itemFilterLabel(innerwearFilters, item),
  badge: (item) => item.brand,
  details: ["brand", "fabric", "fit", "price"],
  empty: { hint: "Try another brand or type, or choose All to see the full range.", reset: false },
};

export default function InnerwearPage() {
  return <CollectionScreen config={config} />;
}
