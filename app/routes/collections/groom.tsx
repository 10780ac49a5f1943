import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { groomCategoryLabels, groomCollection, groomFilters } from "~/content/catalogue/groom";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/groom");

const config: CollectionScreenConfig = {
  path: href("/groom"),
  name: "Groom Collections",
  collection: groomCollection,
  filters: groomFilters,
  hero: {
    eyebrow: "The Wedding Season",
    title: "The Groom's Atelier",
    text: "Sherwanis, bandis, Jodhpuris and indo-westerns, wedding shirts and every finishing piece from safa to mojdi, fitted in our tailoring room before your big day.",
    cta: { label: "Groom Collections", state: { category: "traditional", type: null } },
    image: groomCollection.hero,
  },
  section: {
    title: "Everything for the Groom",
    intro:
      "Choose traditional wear, shirts or accessories, then narrow it down. Book a personal styling visit and we will pull the pieces for you.",
  },
  eyebrow: (item) => itemFilterLabel(groomFilters, item),
  badge: (item) => (item.category ? groomCategoryLabels[item.category] : undefined),
  categoryLabels: groomCategoryLabels,
  details: ["category", "price"],
  empty: { hint: "Try adjusting your filters to find what you're looking for.", reset: true },
};

export default function GroomPage() {
  return <CollectionScreen config={config} />;
}
