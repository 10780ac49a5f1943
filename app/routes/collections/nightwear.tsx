import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { nightwearCollection, nightwearFilters } from "~/content/catalogue/nightwear";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/collections/shirts");

const config: CollectionScreenConfig = {
  path: href("/collections/shirts"),
  name: "Night Wear collection",
  collection: nightwearCollection,
  filters: nightwearFilters,
  hero: {
    eyebrow: "Night Wear",
    title: "Comfort for Easy Evenings",
    text: "Track pants, Bermudas, capris, denim shorts and boxers in soft, breathable cotton, for the hours that are yours.",
    claims: ["Loved by 10k+ customers", "4.9/5 (2.5k+ reviews)"],
    cta: { label: "Browse Night Wear" },
    image: nightwearCollection.hero,
  },
  section: {
    title: "The Night Wear Range",
    intro: "Relaxed fits and soft fabrics, chosen to wash well and stay comfortable season after season.",
  },
  eyebrow: (item) => itemFilterLabel(nightwearFilters, item),
  details: ["fabric", "fit", "price"],
  empty: { hint: "Try another filter above, or choose All Nightwear to see the full range.", reset: false },
};

export default function NightWearPage() {
  return <CollectionScreen config={config} />;
}
